import type { OwnResult } from '@/lib/groups-api';
import type { SurveyState } from '@/state/survey-state';

/** The result on the page with its secret, when it is the visitor's own (made in this tab). */
export function ownResult(survey: SurveyState, code: string): OwnResult | null {
  return survey.resultCode === code && survey.resultSecret
    ? { code, secret: survey.resultSecret }
    : null;
}
