import { accountResultsPath } from '@values-cross/contract/paths';
import { swissCrossToScores } from '@values-cross/core';
import { apiJson } from '@/lib/api-client';
import { fetchAnswerSet } from '@/domain/results/results-api';

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

/** Whose results the page reads: the login's (if any) and this browser's, as a key. */
export function historyReader(loginId: number | null, deviceCodes: readonly string[]): string {
  return `${loginId ?? ''}:${deviceCodes.join()}`;
}

/**
 * A person's results, newest first: those of their account when logged in, and those made in
 * this browser that the account does not hold.
 */
export async function readHistory(
  loggedIn: boolean,
  deviceCodes: readonly string[],
): Promise<HistoryEntry[]> {
  const [account, local] = await Promise.all([
    loggedIn ? accountEntries() : [],
    deviceEntries(deviceCodes),
  ]);
  const known = new Set(account.map((entry) => entry.code));
  return [...account, ...local.filter((entry) => !known.has(entry.code))].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}
