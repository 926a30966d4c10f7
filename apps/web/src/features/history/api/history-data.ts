import { accountResultsPath } from '@values-cross/contract/paths';
import { useEffect, useState } from 'react';
import { swissCrossToScores } from '@values-cross/core';
import { apiJson } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-session';
import { fetchAnswerSet } from '@/domain/results/results-api';
import { useSurveyState } from '@/state/survey-store';

/** One result in a person's history. */
export interface HistoryEntry {
  code: string;
  createdAt: string;
  questionnaireVersion: string;
  longVersionAttempted: boolean;
  scores: number[];
  /** Saved in the person's account (else kept by this browser only). */
  inAccount: boolean;
}

/** Where loading the history stands. */
export type HistoryLoad =
  { status: 'loading' } | { status: 'ready'; entries: HistoryEntry[] } | { status: 'error' };

async function accountEntries(): Promise<HistoryEntry[]> {
  const results = await apiJson('accountResults', accountResultsPath);
  return results.map((result) => ({
    code: result.code,
    createdAt: result.createdAt,
    questionnaireVersion: result.questionnaireVersion,
    longVersionAttempted: result.longVersionAttempted,
    scores: swissCrossToScores(result),
    inAccount: true,
  }));
}

/** The results made in this browser, read by their codes; one deleted since is left out. */
async function deviceEntries(codes: readonly string[]): Promise<HistoryEntry[]> {
  const found = await Promise.all(codes.map((code) => fetchAnswerSet(code).catch(() => null)));
  return found.flatMap((answerSet) =>
    answerSet
      ? [
          {
            code: answerSet.code,
            createdAt: answerSet.createdAt,
            questionnaireVersion: answerSet.questionnaireVersion,
            longVersionAttempted: answerSet.longVersionAttempted,
            scores: swissCrossToScores(answerSet.swissCross),
            inAccount: false,
          },
        ]
      : [],
  );
}

/**
 * A person's results, newest first: those of their account when logged in, and those made in
 * this browser that the account does not hold.
 */
export function useHistory(): HistoryLoad {
  const auth = useAuth();
  const { deviceResults } = useSurveyState();
  const [load, setLoad] = useState<HistoryLoad>({ status: 'loading' });
  const loggedIn = auth !== null;
  const deviceCodes = deviceResults.map((result) => result.code).join();
  useEffect(() => {
    let current = true;
    const device = deviceCodes === '' ? [] : deviceCodes.split(',');
    Promise.all([loggedIn ? accountEntries() : [], deviceEntries(device)])
      .then(([account, local]) => {
        const known = new Set(account.map((entry) => entry.code));
        const entries = [...account, ...local.filter((entry) => !known.has(entry.code))].sort(
          (a, b) => b.createdAt.localeCompare(a.createdAt),
        );
        if (current) setLoad({ status: 'ready', entries });
      })
      .catch(() => current && setLoad({ status: 'error' }));
    return () => {
      current = false;
    };
  }, [loggedIn, deviceCodes]);
  return load;
}
