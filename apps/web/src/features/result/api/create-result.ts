import { answerIdsOf, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { getAuth, patchAuth } from '@/lib/auth-session';
import { resultCreated, type SurveyState } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import {
  createAnswerSet,
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

/** One creation per set of answers, even when effects run twice. */
let pendingCreation: { key: string; promise: Promise<Creation> } | null = null;

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

/**
 * Creates the result of the visitor's answers once, however often it is asked for: in this page
 * by one request at a time, and on the server by the key kept with the answers until the result
 * is acknowledged (a request whose answer was lost, sent again after a reload, stores nothing new).
 */
function createOnceOnly(locale: Locale): Promise<Creation> {
  const state = getSurveyState();
  const { groupCode: group } = state;
  const answers = answerIdsOf(state.answeredQuestions);
  const key = JSON.stringify([answers, state.longVersionStarted, group]);
  if (pendingCreation?.key !== key) {
    const of = JSON.stringify([key, state.questionnaireVersion]);
    updateSurvey((current) => withSendKey(current, of));
    const input = {
      answers,
      longVersionAttempted: state.longVersionStarted,
      questionnaireVersion: state.questionnaireVersion,
      language: locale,
      earlier: state.deviceResults.map(({ code, secret }) => ({ code, secret })),
      sendKey: getSurveyState().sending?.key,
    };
    // A group that no longer takes members does not cost the visitor their result.
    const promise = createAnswerSet({ ...input, group }).then(
      (created): Creation => ({ created, group, refused: null }),
      async (error: unknown): Promise<Creation> => {
        const refused = group ? groupRefusal(error) : null;
        if (!refused) throw error;
        return { created: await createAnswerSet({ ...input, group: null }), group: null, refused };
      },
    );
    pendingCreation = { key, promise };
    promise.catch(() => {
      if (pendingCreation?.promise === promise) pendingCreation = null;
    });
  }
  return pendingCreation.promise;
}

/**
 * Creates the visitor's result (once) and keeps it as theirs: the code and secret with their
 * answers (the secret never in history or the page), and as a logged-in visitor's cross.
 */
export async function createOnce(
  locale: Locale,
): Promise<{ answerSet: AnswerSet; refused: string | null }> {
  const {
    created: { secret, ...answerSet },
    group,
    refused,
  } = await createOnceOnly(locale);
  updateSurvey((state) => resultCreated(state, { code: answerSet.code, secret, group }));
  // A logged-in visitor's new result is their cross now (the server recorded it).
  if (getAuth()) patchAuth({ swissCross: answerSet.code });
  return { answerSet, refused };
}
