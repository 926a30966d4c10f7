import { hasUnseenCharacters, VALUE_SCORE_NAMES } from '@values-cross/core';
import * as z from 'zod/mini';

/** A database id in a path: a positive integer that JavaScript holds exactly. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.lte(2 ** 53));

/** `{"status": "OK"}`: the answer of requests whose result is only a mail or a change. */
export const statusResponse = z.object({ status: z.literal('OK') });
/** The answer of a request whose result is only a mail or a change. */
export type StatusResponse = z.infer<typeof statusResponse>;

/**
 * Every error the API answers (4xx, 5xx): a stable machine code in `detail` that clients translate
 * (`not_found`, `invalid`, `rate_limited`, …) and, for refused input, the codes per field.
 */
export const apiError = z
  .object({
    detail: z.string(),
    fields: z.optional(z.record(z.string(), z.array(z.string()))),
  })
  .check(
    z.meta({ id: 'ApiError', description: 'An error: its code, and per field what was refused' }),
  );
/** An error body of the API. */
export type ApiErrorBody = z.infer<typeof apiError>;

/**
 * The error answers a route gives for its own reasons (`403`, `404`, `409`, …), each with the one
 * error body: `response: { 200: result, ...errorAnswers(403, 404) }`.
 */
export function errorAnswers<S extends number>(...statuses: S[]): Record<S, typeof apiError> {
  return Object.fromEntries(statuses.map((status) => [status, apiError])) as Record<
    S,
    typeof apiError
  >;
}

/** 304 Not Modified: the client's copy (If-None-Match) is still right; no body. */
export const notModified = z
  .undefined()
  .check(z.describe('Not modified: the copy you have is current'));

/** 204 No Content: the request succeeded and there is nothing to say. */
export const noContent = z.undefined().check(z.describe('No content'));

/** Bytes of a file (an image); documented as binary, sent as they are. */
export const binaryFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .check(z.meta({ type: 'string', format: 'binary' }));

/** The same schema under each of `names` (core's score names): the shape of a scores object. */
export function sameForEach<Name extends string, T extends z.ZodMiniType>(
  names: readonly Name[],
  item: T,
): Record<Name, T> {
  // Object.fromEntries cannot know its keys; they are exactly `names`.
  return Object.fromEntries(names.map((name) => [name, item])) as Record<Name, T>;
}

/** score1..score8: one item per value dimension of the cross, as groups and standing publish them. */
export const valueScores = <T extends z.ZodMiniType>(item: T) =>
  z.object(sameForEach(VALUE_SCORE_NAMES, item));

/**
 * The one rule for a text a person types: no control, format or separator character (core's
 * UNSEEN_CHARACTERS: NUL, bidirectional overrides, zero-width characters …); a 400 naming the
 * field with `unseen_characters`, on SQLite and PostgreSQL alike.
 */
export const seenOnly = z.refine<string>((text) => !hasUnseenCharacters(text), {
  message: 'unseen_characters',
});
