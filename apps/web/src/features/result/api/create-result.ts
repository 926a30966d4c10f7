import { answerIdsOf, SECOND_MS, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { resultOfCurrentAnswers, type SurveyState } from '@/state/survey-state';
import { deviceResult } from './device-result';
import { keepSendingResults, sendQueued, type Creation } from '@/state/result-sender';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import {
  dequeueResult,
  queueResult,
  queuedResults,
  type QueuedResult,
} from '@/state/result-outbox';
import { fetchAnswerSet, type AnswerSet } from '@/domain/results/results-api';

/** 32 random bytes in base64url: the device's key for a result it sends (decision 0058). */
export function newSendKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The state with a key for sending what `of` describes: the one kept when it was made for the
 * same, else a new one.
 */
export function withSendKey(state: SurveyState, of: string): SurveyState {
  return state.sending?.of === of ? state : { ...state, sending: { key: newSendKey(), of } };
}

/** What the survey's answers are sent for: other answers, long version, group or version, another key. */
export function sendingOf(state: SurveyState): string {
  const answers = answerIdsOf(state.answeredQuestions);
  return JSON.stringify([
    answers,
    state.longVersionStarted,
    state.groupCode,
    state.questionnaireVersion,
  ]);
}

/**
 * Creates the result of the visitor's answers once, however often it is asked for: it is queued
 * on the device with its key before it is sent (a closed tab loses nothing), sent one request at
 * a time, and stored once by the server whatever is sent again (decision 0058). Other answers
 * replace a result of the same survey not sent yet: it was never the visitor's.
 */
function createOnceOnly(locale: Locale): Promise<Creation> {
  const before = getSurveyState();
  const of = sendingOf(before);
  if (before.sending && before.sending.of !== of) dequeueResult(before.sending.key);
  updateSurvey((current) => withSendKey(current, of));
  const state = getSurveyState();
  const key = state.sending?.key ?? newSendKey();
  const waiting = queuedResults().find((queued) => queued.key === key);
  const queued: QueuedResult = waiting ?? {
    key,
    madeAt: new Date().toISOString(),
    result: {
      answers: answerIdsOf(state.answeredQuestions),
      longVersionAttempted: state.longVersionStarted,
      questionnaireVersion: state.questionnaireVersion,
      language: locale,
      group: state.groupCode,
      earlier: state.deviceResults.map(({ code, secret }) => ({ code, secret })),
      sendKey: key,
    },
  };
  if (!waiting) queueResult(queued);
  keepSendingResults();
  return sendQueued(queued);
}

/** The visitor's result (made once, kept as theirs), and why its group refused it, if it did. */
export async function createOnce(
  locale: Locale,
): Promise<{ answerSet: AnswerSet; refused: string | null }> {
  const {
    created: { secret: _secret, ...answerSet },
    refused,
  } = await createOnceOnly(locale);
  return { answerSet, refused };
}

/**
 * How long a person who finished waits for the server before the device scores their result: a
 * network that takes the request and never answers (a weak signal) keeps nobody waiting.
 */
export const SERVER_WAIT_MS = 4 * SECOND_MS;

/** Fails as offline when `promise` has not settled within `ms` (it goes on meanwhile). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError(0, 'offline')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The visitor's result: made by the server, or, while the server cannot be reached or does not
 * answer within SERVER_WAIT_MS, scored on the device (without a code), queued and sent when it can
 * be (decision 0059). The server's refusal, or answers the device cannot score, fail as they are.
 */
export async function resultOfAnswers(
  locale: Locale,
): Promise<{ answerSet: AnswerSet; refused: string | null }> {
  // Shown before it was sent and sent meanwhile (by the queue, or another tab): it has its code.
  const sent = resultOfCurrentAnswers(getSurveyState());
  if (sent) return { answerSet: await fetchAnswerSet(sent), refused: null };
  try {
    return await within(createOnce(locale), SERVER_WAIT_MS);
  } catch (error) {
    if (error instanceof ApiError && !error.retryable) throw error;
    const answerSet = await deviceResult(getSurveyState(), locale);
    if (!answerSet) throw error;
    return { answerSet, refused: null };
  }
}
