import { useEffect, useSyncExternalStore } from 'react';
import { updateSurvey } from '../../../state/survey-store';
import { reconcileWithQuestionnaire } from '../../../state/survey-state';
import { fetchQuestionnaire, type ServedQuestionnaire } from './questionnaire-api';

/** Where loading the current questionnaire stands. */
export type QuestionnaireLoad =
  | { status: 'loading' }
  | { status: 'ready'; questionnaire: ServedQuestionnaire }
  | { status: 'error' };

const RETRY_MS = 3000;
let load: QuestionnaireLoad = { status: 'loading' };
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: QuestionnaireLoad) {
  load = next;
  listeners.forEach((listener) => listener());
}

/** Loads the questionnaire once per page life; on failure the hook keeps retrying. */
export function loadQuestionnaire(): Promise<void> {
  if (load.status === 'ready') return Promise.resolve();
  inFlight ??= fetchQuestionnaire()
    .then((questionnaire) => {
      updateSurvey((state) => reconcileWithQuestionnaire(state, questionnaire));
      set({ status: 'ready', questionnaire });
    })
    .catch(() => set({ status: 'error' }))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current questionnaire, loaded once and retried while the connection fails. */
export function useQuestionnaire(): QuestionnaireLoad {
  const current = useSyncExternalStore(subscribe, () => load);
  useEffect(() => {
    if (current.status === 'loading') void loadQuestionnaire();
    if (current.status !== 'error') return;
    const timer = setTimeout(() => void loadQuestionnaire(), RETRY_MS);
    return () => clearTimeout(timer);
    // Each failed attempt is a new state object, so the next retry is scheduled after it.
  }, [current]);
  return current;
}
