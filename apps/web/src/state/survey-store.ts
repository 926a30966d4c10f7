import { useBrowserStore } from '../lib/use-hydrated';
import { onAuthRemoved } from '../lib/auth-session';
import { INITIAL_SURVEY_STATE, parseStoredState, type SurveyState } from './survey-state';

const STORAGE_KEY = 'values-cross:survey';

function readStorage(): SurveyState {
  if (typeof localStorage === 'undefined') return INITIAL_SURVEY_STATE;
  try {
    return parseStoredState(localStorage.getItem(STORAGE_KEY));
  } catch {
    return INITIAL_SURVEY_STATE;
  }
}

let state: SurveyState = readStorage();
const listeners = new Set<() => void>();

/**
 * Changes the survey state and keeps it in local storage, so a reload, a closed tab or a lost
 * connection loses nothing.
 */
export function updateSurvey(change: (current: SurveyState) => SurveyState): void {
  const next = change(state);
  if (next === state) return;
  state = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled (private mode): the survey still works for this visit.
  }
  listeners.forEach((listener) => listener());
}

/** The current survey state, without subscribing. */
export function getSurveyState(): SurveyState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server renders with, and the browser hydrates with: nobody's answers. */
const serverState = (): SurveyState => INITIAL_SURVEY_STATE;

/**
 * The survey state, re-rendering on every change. A page rendered on the server is hydrated
 * without answers and shows the visitor's own right after.
 */
export function useSurveyState(): SurveyState {
  return useBrowserStore(subscribe, getSurveyState, serverState);
}

/** Forgets everything (used on logout: removing auth clears all stored values). */
export function clearSurveyStorage(): void {
  updateSurvey(() => INITIAL_SURVEY_STATE);
  localStorage.removeItem(STORAGE_KEY);
}

// Another tab of the same visitor changed the answers: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    state = parseStoredState(event.newValue);
    listeners.forEach((listener) => listener());
  });
}

// Spec 4: removing auth clears all stored values, the answers included.
onAuthRemoved(() => {
  state = INITIAL_SURVEY_STATE;
  listeners.forEach((listener) => listener());
});
