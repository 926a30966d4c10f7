import type { OwnResult } from '@/domain/groups/groups-api';
import type { SurveyState } from '@/state/survey-state';

/**
 * The result on the page with its secret when it is the visitor's own: their current result or
 * any earlier one made in this browser (its owner features stay, whichever is newest).
 */
export function ownResult(survey: SurveyState, code: string): OwnResult | null {
  const current = currentOwnResult(survey, code);
  if (current) return current;
  const kept = survey.deviceResults.find((result) => result.code === code);
  return kept ? { code, secret: kept.secret } : null;
}

/** The result on the page with its secret when it is the one of the visitor's current answers. */
export function currentOwnResult(survey: SurveyState, code: string): OwnResult | null {
  return survey.resultCode === code && survey.resultSecret
    ? { code, secret: survey.resultSecret }
    : null;
}
