import * as z from 'zod/mini';
import { READING_PARAM } from '@values-cross/core';

/** A query value the page reads: its text when the address has it once; repeated, as if absent. */
const once = z.catch(z.optional(z.string()), undefined);

/**
 * What a page's address may say in its query, as the server reads it: a result's code (`id`),
 * where to go instead (`redirect`), the reading (`reading`). Anything else is left to the
 * browser; a page never answers 400.
 */
export const pageQuery = z.looseObject({
  id: once,
  redirect: once,
  [READING_PARAM]: once,
});

export type PageQuery = z.infer<typeof pageQuery>;

/** The schema of every page route: its query read as above. */
export const PAGE_ROUTE_SCHEMA = { querystring: pageQuery } as const;
