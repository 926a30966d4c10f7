import { answerIdsOf, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { getAuth, patchAuth } from '@/lib/auth-session';
import { resultCreated, resultOfCurrentAnswers, type SurveyState } from '@/state/survey-state';
import { deviceResult } from './device-result';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import {
  dequeueResult,
  queueResult,
  queuedResults,
  type QueuedResult,
} from '@/state/result-outbox';
import {
  createAnswerSet,
  fetchAnswerSet,
  type AnswerSet,
  type CreatedAnswerSet,
} from '@/domain/results/results-api';

/** A result just created: in the group the survey was taken for, or outside it when it refused. */
export interface Creation {
  created: CreatedAnswerSet;
  group: string | null;
  /** Why the group refused the result (`group_closed`, `unknown_group`, `too_many_joins`). */
  refused: string | null;
}

/** The sending of each queued result under way, by key: one request at a time per result. */
const underWay = new Map<string, Promise<Creation>>();

/**
 * The server's reason when the group refused a new result: closed, no longer there (400), or
 * too many joins from the visitor's network just now (429).
 */
function groupRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 429)) return null;
  return error.fields.group?.[0] ?? null;
}

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
function sendingOf(state: SurveyState): string {
  const answers = answerIdsOf(state.answeredQuestions);
  return JSON.stringify([
    answers,
    state.longVersionStarted,
    state.groupCode,
    state.questionnaireVersion,
  ]);
}

/**
 * Sends a queued result once at a time (decision 0059). A group that no longer takes members
 * does not cost the person their result: it is stored outside the group. Acknowledged, it leaves
 * the queue and, when it is the survey's current result, becomes the visitor's own: its code and
 * secret with their answers, and a logged-in visitor's cross.
 */
export function sendQueued(queued: QueuedResult): Promise<Creation> {
  const running = underWay.get(queued.key);
  if (running) return running;
  const { result } = queued;
  const promise = createAnswerSet(result)
    .then(
      (created): Creation => ({ created, group: result.group, refused: null }),
      async (error: unknown): Promise<Creation> => {
        const refused = result.group ? groupRefusal(error) : null;
        if (!refused) throw error;
        const created = await createAnswerSet({ ...result, group: null });
        return { created, group: null, refused };
      },
    )
    .then((creation) => {
      dequeueResult(queued.key);
      const { code, secret } = creation.created;
      if (getSurveyState().sending?.key === queued.key) {
        updateSurvey((state) => resultCreated(state, { code, secret, group: creation.group }));
        // A logged-in visitor's new result is their cross now (the server recorded it).
        if (getAuth()) patchAuth({ swissCross: code });
      }
      return creation;
    })
    .finally(() => underWay.delete(queued.key));
  underWay.set(queued.key, promise);
  return promise;
}

/**
 * Sends every queued result, oldest first, until one cannot be sent now (the network is away:
 * the rest wait for the next try); a result the server refuses for good leaves the queue.
 */
export async function sendWaitingResults(): Promise<void> {
  for (const queued of queuedResults()) {
    try {
      await sendQueued(queued);
    } catch (error) {
      if (!(error instanceof ApiError) || error.retryable) return;
      dequeueResult(queued.key);
    }
  }
}

/** How often waiting results are tried again while the page is open (and at once when online). */
const RESEND_MS = 30_000;
let sendingKept = false;

/**
 * Keeps sending waiting results while the page is open: now, whenever the browser comes online,
 * and every RESEND_MS while any wait. Started once per page.
 */
export function keepSendingResults(): void {
  if (sendingKept || typeof window === 'undefined') return;
  sendingKept = true;
  const send = () => {
    if (queuedResults().length > 0) void sendWaitingResults();
  };
  window.addEventListener('online', send);
  setInterval(send, RESEND_MS);
  send();
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
 * The visitor's result: made by the server, or, while the server cannot be reached, scored on the
 * device (without a code), queued and sent when it can be (decision 0059). The server's refusal, or
 * answers the device cannot score, fail as they are.
 */
export async function resultOfAnswers(
  locale: Locale,
): Promise<{ answerSet: AnswerSet; refused: string | null }> {
  // Shown before it was sent and sent meanwhile (by the queue, or another tab): it has its code.
  const sent = resultOfCurrentAnswers(getSurveyState());
  if (sent) return { answerSet: await fetchAnswerSet(sent), refused: null };
  try {
    return await createOnce(locale);
  } catch (error) {
    if (error instanceof ApiError && !error.retryable) throw error;
    const answerSet = await deviceResult(getSurveyState(), locale);
    if (!answerSet) throw error;
    return { answerSet, refused: null };
  }
}
