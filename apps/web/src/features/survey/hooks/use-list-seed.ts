import { useEffect } from 'react';
import { newListSeed } from '@values-cross/core';
import { useHydrated } from '@/lib/use-hydrated';
import { updateSurvey, useSurveyState } from '@/state/survey-store';

/** A seed chosen for this survey and not kept yet: the same one until it is. */
let chosen: number | null = null;

/**
 * The seed of the order this person sees the options of lists in (issue 53): the one kept with
 * their survey, else one chosen now at random and kept right after; null until the page works
 * (the server and the page before its scripts show the questionnaire's order).
 */
export function useListSeed(): number | null {
  const { listSeed } = useSurveyState();
  const live = useHydrated();
  if (live && listSeed === null) chosen ??= newListSeed();
  useEffect(() => {
    if (listSeed !== null) {
      chosen = null;
      return;
    }
    const seed = chosen;
    if (live && seed !== null) {
      updateSurvey((state) => (state.listSeed === null ? { ...state, listSeed: seed } : state));
    }
  }, [listSeed, live]);
  return live ? (listSeed ?? chosen) : null;
}
