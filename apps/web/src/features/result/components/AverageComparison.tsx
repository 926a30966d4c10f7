import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { AVERAGE_MINIMUM } from '@values-cross/core';
import { fetchAverage, type Average } from '@/domain/results/results-api';
import '@/components/ui/average-legend.css';
import { useVoice } from '../voice';

/**
 * The average cross of the result's questionnaire version, when there are enough results: the
 * one the route loaded with the result (`loaded`), else fetched.
 */
export function useAverage(
  version: string | null,
  loaded?: { version: string; average: Average } | null,
): Average {
  const known = version !== null && loaded?.version === version;
  const [fetched, setFetched] = useState<{ version: string; average: Average } | null>(null);
  useEffect(() => {
    if (!version || known) return;
    let current = true;
    void fetchAverage(version).then((average) => current && setFetched({ version, average }));
    return () => {
      current = false;
    };
  }, [version, known]);
  if (known) return loaded.average;
  return fetched?.version === version ? fetched.average : null;
}

/** 'Compare with the average': lays the average cross over the visitor's (product.md: issue 7). */
export function AverageToggle({
  average,
  shown,
  onToggle,
  compared,
}: {
  average: { results: number } | null;
  shown: boolean;
  onToggle: () => void;
  /** The page compares the result with participants below (where you stand): no note then. */
  compared: boolean;
}) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const visitor = useVoice() === 'visitor';
  if (!average)
    return compared ? null : (
      <p className="average__note">{t('average.notYet', { minimum: AVERAGE_MINIMUM })}</p>
    );
  return (
    <div className="average">
      <button type="button" className="button" aria-pressed={shown} onClick={onToggle}>
        {shown ? t('average.hide') : t('average.show')}
      </button>
      {shown && (
        <ul className="average__legend">
          <li className="average__legend-yours">
            {visitor ? tp('visitor.average.yours') : t('average.yours')}
          </li>
          <li className="average__legend-average">
            {t('average.legend', { count: average.results })}
          </li>
        </ul>
      )}
    </div>
  );
}
