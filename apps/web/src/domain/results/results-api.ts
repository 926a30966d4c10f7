import {
  answerSetPath,
  answerSetsPath,
  explanationPath,
  statisticsPath,
  apiPath,
} from '@values-cross/contract/paths';
import { getAuth } from '@/lib/auth-session';
import { ApiError, apiAnswer, apiFetch, errorOf, readAnswer } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';
import type { AnswerOf } from '@/lib/api-responses';
import type { AnswerSet, CreatedAnswerSet, Explanation } from '@values-cross/contract';
import { swissCrossToScores, type Locale, type Reading } from '@values-cross/core';
import { documentReading } from '@/lib/reading';

export type { AnswerSet, CreatedAnswerSet, Explanation };

/** Sends with the login's token when there is one: a logged-in visitor's result becomes their cross. */
async function send<Name extends 'answerSet' | 'createdAnswerSet'>(
  name: Name,
  url: string,
  init: RequestInit = {},
  transport: ApiTransport = browserTransport,
): Promise<AnswerOf<Name>> {
  let response: Response;
  try {
    response = await apiFetch(url, init, transport);
    // The login had expired and was removed: the result is still the visitor's, send it anyway.
    if (response.status === 401 && !getAuth()) response = await apiFetch(url, init, transport);
  } catch (error) {
    throw error instanceof ApiError ? error : new ApiError(0, 'offline');
  }
  if (!response.ok) throw await errorOf(response);
  return readAnswer(name, response);
}

/** What the device sends to make a result (product.md §7: POST answer-set/). */
export interface NewResult {
  answers: number[];
  longVersionAttempted: boolean;
  questionnaireVersion: string | null;
  language: Locale;
  /** The code of the group the result joins. */
  group: string | null;
  /**
   * The results this browser made before, with their secrets: the population counts the person
   * by their newest result (decision 0054).
   */
  earlier: readonly { code: string; secret: string }[];
  /** The device's key for this result (decision 0058): sent again, it is stored once. */
  sendKey?: string | undefined;
}

/**
 * Results this browser just made, as the server answered their making, until they are first read:
 * the result page opens on a new result without asking for it again.
 */
const justMade = new Map<string, AnswerSet>();

/** Creates a result from the visitor's answers; the server computes the scores (product.md §4, §7). */
export async function createAnswerSet(input: NewResult): Promise<CreatedAnswerSet> {
  const created = await send('createdAnswerSet', answerSetsPath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...input,
      questionnaireVersion: input.questionnaireVersion ?? undefined,
      group: input.group ?? undefined,
      earlier: input.earlier.length > 0 ? input.earlier : undefined,
    }),
  });
  const { secret: _secret, ...answerSet } = created;
  justMade.set(created.code, answerSet);
  return created;
}

/** Loads a result by its code (one this browser just made is read from its making, once). */
export async function fetchAnswerSet(
  code: string,
  transport: ApiTransport = browserTransport,
): Promise<AnswerSet> {
  const made = transport === browserTransport ? justMade.get(code) : undefined;
  if (made) {
    justMade.delete(code);
    return made;
  }
  return send('answerSet', apiPath(answerSetPath, { code }), {}, transport);
}

/** The twelve scores of a result, in dimension order. */
export function scoresOf(answerSet: AnswerSet): number[] {
  return swissCrossToScores(answerSet.swissCross);
}

/** The average cross of a questionnaire version (null: not enough results yet). */
export type Average = { results: number; scores: number[] } | null;

/**
 * The average cross as a page has it: null while too few took part, undefined when the figures
 * could not be loaded now (the page then claims neither).
 */
export type ShownAverage = Average | undefined;

/**
 * The average cross of a questionnaire version, once enough people took part (product.md: 300);
 * an ApiError when the figures cannot be loaded (then nobody may be told there are too few).
 */
export async function fetchAverage(
  version: string,
  transport: ApiTransport = browserTransport,
): Promise<Average> {
  const body = await apiAnswer('statistics', statisticsPath, {}, transport);
  const group = body.versions.find((v) => v.questionnaireVersion === version)?.all;
  return group?.scores ? { results: group.results, scores: group.scores } : null;
}

/**
 * Why each value of a result is where it is and how firm it is (points per answer, one-answer
 * range), computed by the server with core's rules; an ApiError when it cannot be loaded.
 */
export function fetchExplanation(
  code: string,
  locale: Locale,
  reading: Reading = documentReading(),
  transport: ApiTransport = browserTransport,
): Promise<Explanation> {
  const query = reading === 'easy' ? `?lang=${locale}&reading=easy` : `?lang=${locale}`;
  return apiAnswer('explanation', `${apiPath(explanationPath, { code })}${query}`, {}, transport);
}

/** The one-answer range of every value of an explained result, by dimension index (0..11). */
export function rangesOf(explanation: Explanation): Map<number, { low: number; high: number }> {
  return new Map(explanation.dimensions.map((d) => [d.dimension - 1, d.range]));
}
