import {
  DIMENSION_KEYS,
  LOCALES,
  MAX_EARLIER_RESULTS,
  READINGS,
  SCORE_NAMES,
} from '@values-cross/core';
import * as z from 'zod/mini';
import { binaryFile, sameForEach, seenOnly } from './common';

/** The most answer ids one answer set can hold; far above any questionnaire's answer count. */
export const MAX_ANSWERS = 1000;

/**
 * A key a device makes for a result it sends: 32 random bytes, base64url (43 characters). Sent
 * again with the same answers, the result is stored once and answered as the first time; the key
 * is then the result's secret, which the device already holds (decision 0058).
 */
export const SEND_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The longest result secret accepted in a request (ours are 43 characters). */
export const resultSecret = z.string().check(z.minLength(1), z.maxLength(200), seenOnly);

/**
 * POST /api/v1/answer-set/ (product.md §7). `swissCross` is accepted for compatibility with the old
 * client but ignored: the server computes every score itself.
 */
export const createAnswerSetBody = z.object({
  answers: z.array(z.number()).check(z.maxLength(MAX_ANSWERS)),
  longVersionAttempted: z._default(z.boolean(), false),
  swissCross: z.optional(z.unknown()),
  language: z.optional(z.enum(LOCALES)),
  questionnaireVersion: z.optional(z.string().check(z.maxLength(32), seenOnly)),
  /** The code of a group the new result joins (see groups.ts). */
  group: z.optional(z.string().check(z.maxLength(64), seenOnly)),
  /**
   * The results this browser made before, each with its secret: from now on the population counts
   * the person by the new one (decision 0054). Nothing links them.
   */
  earlier: z.optional(
    z
      .array(z.object({ code: z.string().check(z.maxLength(64), seenOnly), secret: resultSecret }))
      .check(z.maxLength(MAX_EARLIER_RESULTS)),
  ),
  /** The device's key for this result (SEND_KEY_PATTERN): sent twice, stored once. */
  sendKey: z.optional(z.string().check(z.regex(SEND_KEY_PATTERN, 'send_key_format'))),
});
/** The answers a visitor submits for scoring (as sent, before defaults). */
export type CreateAnswerSetInput = z.input<typeof createAnswerSetBody>;
/** The answers a visitor submits for scoring, with defaults applied. */
export type CreateAnswerSetBody = z.infer<typeof createAnswerSetBody>;

/** GET answer-set/{code} and its image: the result code. */
export const answerSetParams = z.object({ code: z.string().check(z.maxLength(64), seenOnly) });

const score = z.number().check(z.gte(0), z.lte(1));

/** product.md §3: answerSet, score1..score12 (corrected percentages, 3 decimals), owner. */
export const publicCrossSchema = z.object(sameForEach(SCORE_NAMES, score));

/**
 * A result's swissCross (product.md §3). `owner` comes only to the result's creator: a result read by
 * its code does not say whose it is.
 */
export const swissCrossSchema = z.extend(publicCrossSchema, {
  answerSet: z.string(),
  owner: z.optional(z.nullable(z.number())),
});

/**
 * GET account/results/: one of the results a logged-in person made (their history), with its
 * scores as the answer set carries them.
 */
export const accountResultSchema = z.extend(publicCrossSchema, {
  code: z.string(),
  createdAt: z.string(),
  questionnaireVersion: z.string(),
  longVersionAttempted: z.boolean(),
});
/** A result in a person's history. */
export type AccountResult = z.infer<typeof accountResultSchema>;
/** GET account/results/: the person's results, newest first. */
export const accountResultsResponse = z.array(accountResultSchema);

/** How firmly one value of a result is measured (core measureAnswerSet, decision 0045). */
export const valueMeasurementSchema = z.object({
  dimension: z.int().check(z.gte(1), z.lte(8)),
  key: z.string(),
  /** The lowest and highest the value would be with one answer different. */
  range: z.object({ low: score, high: score }),
  /** How many answered questions could move the value. */
  bearing: z.int().check(z.gte(0)),
  /** False when too few answers measured it: no trait is said of it. */
  measured: z.boolean(),
});
/** One value's measurement. */
export type ValueMeasurement = z.infer<typeof valueMeasurementSchema>;

/** How a result was measured: the questions of its part, those left without an answer, each value. */
export const measurementSchema = z.object({
  asked: z.int().check(z.gte(0)),
  passed: z.int().check(z.gte(0)),
  values: z.array(valueMeasurementSchema),
});
/** A result's measurement. */
export type Measurement = z.infer<typeof measurementSchema>;

/** An answer set as the API returns it (product.md §3 and 7). */
export const answerSetResponse = z.object({
  code: z.string(),
  answers: z.array(z.object({ id: z.number(), scoring: z.array(z.number()) })),
  longVersionAttempted: z.boolean(),
  questionnaireVersion: z.string(),
  language: z.nullable(z.string()),
  swissCross: swissCrossSchema,
  createdAt: z.string(),
  measurement: measurementSchema,
});
/** A result: answers with their scoring, the cross and when it was made (web `AnswerSet`). */
export type AnswerSet = z.infer<typeof answerSetResponse>;

/**
 * 201 of POST answer-set/: the result and its `secret`, shown this once. The secret proves "this
 * is my result" without an account (to claim it at sign-up, to join or leave a group).
 */
export const createdAnswerSetResponse = z.extend(answerSetResponse, { secret: z.string() });
/** A result just made, with its secret. */
export type CreatedAnswerSet = z.infer<typeof createdAnswerSetResponse>;

/** GET answer-set/{code}/image.png: language and shape of the picture. */
export const resultImageQuery = z.object({
  lang: z._default(z.enum(LOCALES), 'de'),
  format: z._default(z.enum(['square', 'social']), 'square'),
});
/** The options of a result picture as a link may give them. */
export type ResultImageQuery = z.input<typeof resultImageQuery>;

/** The result cross as a PNG picture. */
export const resultImageResponse = { content: { 'image/png': { schema: binaryFile } } };

/**
 * GET answer-set/{code}/explanation: the language of the texts (product.md's fallback rule applies) and
 * their reading (`easy`: the easy-to-read questions, answers and meanings).
 */
export const explanationQuery = z.object({
  lang: z._default(z.enum(LOCALES), 'de'),
  reading: z._default(z.enum(READINGS), 'standard'),
});

/** One chosen answer that moved a value, with its points for that value. */
export const contributionSchema = z.object({
  questionId: z.number(),
  question: z.string(),
  answerId: z.number(),
  answer: z.string(),
  points: z.number(),
});

/** One value of the cross explained: its score, one-answer range, meaning and the answers behind it. */
export const dimensionExplanationSchema = z.object({
  dimension: z.int().check(z.gte(1), z.lte(8)),
  key: z.string(),
  name: z.string(),
  score,
  range: z.object({ low: score, high: score }),
  /** How many answered questions could move the value, and whether it was measured. */
  bearing: z.int().check(z.gte(0)),
  measured: z.boolean(),
  meaning: z.object({ high: z.string(), low: z.string() }),
  contributions: z.array(contributionSchema),
});

/** Why each value of a result is where it is, and how firm it is (public contract). */
export const explanationResponse = z.object({
  code: z.string(),
  longVersionAttempted: z.boolean(),
  dimensions: z.array(dimensionExplanationSchema),
});
/** A result explained value by value. */
export type Explanation = z.infer<typeof explanationResponse>;
/** One value of an explained result. */
export type DimensionExplanation = z.infer<typeof dimensionExplanationSchema>;

/** GET answer-set/{code}/change-since/{earlier}: the later result's code and the earlier's. */
export const changeParams = z.object({
  code: z.string().check(z.maxLength(64), seenOnly),
  earlier: z.string().check(z.maxLength(64), seenOnly),
});

/** One value's change from the earlier result to the later, in whole points (core ValueChange). */
export const valueChangeSchema = z.object({
  dimension: z.enum(DIMENSION_KEYS),
  before: z.int(),
  after: z.int(),
  points: z.int(),
  verdict: z.enum(['clearlyMore', 'clearlyLess', 'aboutSame', 'unmeasured']),
  /** How far one different answer reaches in the change's direction; null when unknown. */
  reach: z.nullable(z.int()),
});

/**
 * Two results of one person compared on one basis (decision 0050): as each was scored (`own`,
 * `moreAnswered`: the long version of the same answers), on the questions both answered under
 * the later version's key (`shared`), or not at all (`none`: no question in common).
 */
export const changeResponse = z.object({
  basis: z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['own', 'moreAnswered', 'none']) }),
    z.object({ kind: z.literal('shared'), version: z.string(), questions: z.int() }),
  ]),
  /** The twelve scores of each result on that basis (what the crosses laid over each other show). */
  earlier: z.array(score),
  later: z.array(score),
  changes: z.array(valueChangeSchema),
});
/** Two results compared. */
export type Change = z.infer<typeof changeResponse>;
