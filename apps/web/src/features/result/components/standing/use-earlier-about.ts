import { useEffect, useState } from 'react';
import type { OwnResult } from '@/domain/groups/groups-api';
import { fetchAbout, type AboutResponse } from '@/domain/population/population-api';
import { useSurveyState } from '@/state/survey-store';

/** How many earlier results of this browser are asked for what was told (newest first). */
const ASKED = 3;

/**
 * What the visitor told for an earlier result of theirs (this browser's, newest first), while
 * they told nothing for this one: a retake can carry canton and age over, with a new consent.
 */
export function useEarlierAbout(own: OwnResult, told: boolean): AboutResponse | null {
  const { deviceResults } = useSurveyState();
  const [earlier, setEarlier] = useState<AboutResponse | null>(null);
  const candidates = deviceResults
    .filter((result) => result.code !== own.code)
    .slice(-ASKED)
    .reverse();
  const key = candidates.map((result) => result.code).join();
  useEffect(() => {
    if (told || key === '') return;
    let current = true;
    void (async () => {
      for (const result of candidates) {
        const found = await fetchAbout(result).catch(() => null);
        if (!current) return;
        if (found) {
          setEarlier(found);
          return;
        }
      }
    })();
    return () => {
      current = false;
    };
    // The candidates are named by `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, told]);
  return told ? null : earlier;
}
