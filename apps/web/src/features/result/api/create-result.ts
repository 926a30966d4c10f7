import { answerIdsOf, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { getAuth, patchAuth } from '@/lib/auth-session';
import { resultCreated } from '@/state/survey-state';
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

/** Creates the result of the visitor's answers once, however often it is asked for. */
function createOnceOnly(locale: Locale): Promise<Creation> {
  const state = getSurveyState();
  const { groupCode: group } = state;
  const answers = answerIdsOf(state.answeredQuestions);
  const key = JSON.stringify([answers, state.longVersionStarted, group]);
  if (pendingCreation?.key !== key) {
    const input = {
      answers,
      longVersionAttempted: state.longVersionStarted,
      questionnaireVersion: state.questionnaireVersion,
      language: locale,
      earlier: state.deviceResults.map(({ code, secret }) => ({ code, secret })),
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
