import { useEffect, useState } from 'react';
import type { OwnResult } from '@/domain/groups/groups-api';
import { fetchAnswerSet, type AnswerSet } from '@/domain/results/results-api';
import { useAuth } from '@/lib/auth-session';
import { useHydrated } from '@/lib/use-hydrated';
import { useSurveyState } from '@/state/survey-store';

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

/**
 * Whether the logged-in account owns the result: the server says so to its owner only, so a page
 * the server rendered (without the login) asks once more in the browser.
 */
function useOwnedByAccount(answerSet: AnswerSet | null): boolean {
  const auth = useAuth();
  const hydrated = useHydrated();
  const code = answerSet?.code ?? '';
  const owner = answerSet?.swissCross.owner ?? null;
  const said = auth !== null && owner === auth.id;
  const [asked, setAsked] = useState<{ key: string; owned: boolean } | null>(null);
  const key = `${auth?.id ?? ''}:${code}`;
  const ask = hydrated && answerSet !== null && auth !== null && !said && owner === null;
  useEffect(() => {
    if (!ask) return;
    let current = true;
    fetchAnswerSet(code).then(
      (found) => current && setAsked({ key, owned: found.swissCross.owner === auth?.id }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [ask, code, key, auth?.id]);
  return said || (asked?.key === key && asked.owned);
}

/**
 * A result is the visitor's own when this browser made it (it holds its secret) or when the
 * logged-in account owns it, on any device (decision 0045): every owner part follows from this.
 */
export function useOwnership(answerSet: AnswerSet | null): Ownership {
  const survey = useSurveyState();
  const auth = useAuth();
  const byAccount = useOwnedByAccount(answerSet);
  if (!answerSet) return { own: null, current: null, ofTheseAnswers: false };
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
