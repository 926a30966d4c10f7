import { answerIdsOf, type Locale } from '@values-cross/core';
import { resultOfCurrentAnswers } from '@/state/survey-state';
import { getSurveyState } from '@/state/survey-store';
import { queuedResults } from '@/state/result-outbox';
import { fetchAverage, type AnswerSet, type ShownAverage } from '@/domain/results/results-api';
import { deviceResult } from './device-result';
import { sendingOf } from './create-result';

/** What the device holds for the result route without a code. */
export type OnDevice =
  | { status: 'sent'; code: string }
  | { status: 'unsent'; answerSet: AnswerSet; average: ShownAverage }
  | { status: 'retrying' }
  | { status: 'no-answers'; allPassed: boolean }
  | { status: 'unmade' };

/** The waiting result scored last: looked at again, the page gets the same result, not a copy. */
let scoredLast: { key: string; answerSet: AnswerSet } | null = null;

/** The result waiting under `key`, scored once (null when the device cannot score it). */
async function scoredOnce(key: string, madeAt: string, locale: Locale): Promise<AnswerSet | null> {
  if (scoredLast?.key === key && scoredLast.answerSet.language === locale) {
    return scoredLast.answerSet;
  }
  const scored = await deviceResult(getSurveyState(), locale);
  if (!scored) return null;
  // Drawn as it was made, when the person finished.
  scoredLast = { key, answerSet: { ...scored, createdAt: madeAt } };
  return scoredLast.answerSet;
}

/**
 * The visitor's result as this device knows it: the code of their own result of these answers
 * (stored), the result of these answers waiting to be sent (scored here, as the server will:
 * decision 0059; `retrying` when the device cannot score it), no answers at all, or answers no
 * result was made of yet.
 */
export async function resultOnDevice(locale: Locale): Promise<OnDevice> {
  const state = getSurveyState();
  const own = resultOfCurrentAnswers(state);
  if (own) return { status: 'sent', code: own };
  if (answerIdsOf(state.answeredQuestions).length === 0) {
    return { status: 'no-answers', allPassed: state.passedQuestions.length > 0 };
  }
  const { sending } = state;
  const queued =
    sending?.of === sendingOf(state) && queuedResults().find(({ key }) => key === sending.key);
  if (!queued) return { status: 'unmade' };
  const answerSet = await scoredOnce(queued.key, queued.madeAt, locale);
  if (!answerSet) return { status: 'retrying' };
  return {
    status: 'unsent',
    answerSet,
    average: await fetchAverage(answerSet.questionnaireVersion).catch(() => undefined),
  };
}
