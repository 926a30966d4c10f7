import type { OwnResult } from '@/domain/groups/groups-api';
import type { AnswerSet } from '@/domain/results/results-api';
import { useAuth } from '@/lib/auth-session';
import { useHydrated } from '@/lib/use-hydrated';
import { useSurveyState } from '@/state/survey-store';
import { useResultReadAgain } from '../api/read-in-browser';

/** Whose a result is, as far as this browser can tell once the page works. */
export interface Ownership {
  /** The result with its proof when it is the visitor's: this browser's, or their account's. */
  own: OwnResult | null;
  /**
   * The visitor's current result: the one of the answers this browser holds (its group and the
   * long version belong to it), or the account's own cross.
   */
  current: OwnResult | null;
  /** Whether the result is the one of the answers this browser holds (the long version goes on). */
  ofTheseAnswers: boolean;
}

/** A result as the route read it: by whom, where the browser read it (ResultData's `readAs`). */
export interface ReadResult {
  answerSet: AnswerSet;
  /** The login it was read with (null: none); undefined where the server read it. */
  readAs?: number | null;
}

/**
 * Whether the logged-in account owns the result. The server names the owner to its owner only,
 * and renders the page without the login: where the result was read without the login held now
 * (by the server, or before logging in), the route's loader reads it again once the page works.
 */
function useOwnedByAccount(result: ReadResult | null): boolean {
  const auth = useAuth();
  const hydrated = useHydrated();
  const owner = result?.answerSet.swissCross.owner ?? null;
  const stored = Boolean(result?.answerSet.code);
  const readAgain =
    hydrated && stored && auth !== null && owner === null && result?.readAs !== auth.id;
  useResultReadAgain(readAgain);
  return auth !== null && owner === auth.id;
}

/**
 * A result is the visitor's own when this browser made it (it holds its secret) or when the
 * logged-in account owns it, on any device (decision 0045): every owner part follows from this.
 */
export function useOwnership(result: ReadResult | null): Ownership {
  const survey = useSurveyState();
  const auth = useAuth();
  const byAccount = useOwnedByAccount(result);
  if (!result) return { own: null, current: null, ofTheseAnswers: false };
  const { answerSet } = result;
  const { code } = answerSet;
  // This browser's current result, then any earlier one it made (its secret proves it), then the
  // account's.
  const inBrowser =
    survey.resultCode === code && survey.resultSecret
      ? { code, secret: survey.resultSecret }
      : null;
  const kept = survey.deviceResults.find((result) => result.code === code);
  const account = byAccount ? { code, secret: null } : null;
  return {
    own: inBrowser ?? (kept ? { code, secret: kept.secret } : account),
    current: inBrowser ?? (account && auth?.swissCross === code ? account : null),
    ofTheseAnswers: inBrowser !== null,
  };
}
