import { browserStore, useStored } from '../lib/browser-store';
import { onAuthRemoved } from '../lib/auth-session';
import { parseStoredState, type SurveyState } from './survey-state';

/**
 * The survey state, kept in local storage so a reload, a closed tab or a lost connection loses
 * nothing, and following the visitor's other tabs. The server renders with nobody's answers.
 */
const survey = browserStore({
  area: 'local',
  key: 'values-cross:survey',
  parse: parseStoredState,
  otherTabs: true,
});

/**
 * Changes the survey state and keeps it in local storage. Storage full or disabled (private
 * mode): the survey still works for this visit.
 */
export function updateSurvey(change: (current: SurveyState) => SurveyState): void {
  const next = change(survey.get());
  if (next !== survey.get()) survey.set(next);
}

/** The current survey state, without subscribing. */
export function getSurveyState(): SurveyState {
  return survey.get();
}

/**
 * The survey state, re-rendering on every change. A page rendered on the server is hydrated
 * without answers and shows the visitor's own right after.
 */
export function useSurveyState(): SurveyState {
  return useStored(survey);
}

/** Forgets everything (used on logout: removing auth clears all stored values). */
export function clearSurveyStorage(): void {
  survey.forget();
}

// product.md §4: removing auth clears all stored values, the answers included.
onAuthRemoved(() => survey.forget());
