import type { FastifyRequest } from 'fastify';
import type { PageQuery } from './page-query';
import {
  isReading,
  READING_COOKIE,
  READING_COOKIE_MAX_AGE_SECONDS,
  READING_PARAM,
  type Reading,
} from '@values-cross/core';

/** The reading a page is rendered in, and whether the address chose it (to be remembered). */
export interface PageReading {
  reading: Reading;
  /** The address asked for a reading the cookie does not hold: the cookie takes it. */
  remember: boolean;
}

/**
 * The visitor's reading: `?reading=` on the address (a link from a partner or a teacher, or the
 * switch), else the reading cookie, else standard.
 */
export function pageReading(
  request: Pick<FastifyRequest, 'cookies'> & { query: Pick<PageQuery, typeof READING_PARAM> },
): PageReading {
  const asked = request.query[READING_PARAM];
  const remembered = request.cookies[READING_COOKIE];
  if (isReading(asked)) return { reading: asked, remember: asked !== remembered };
  return { reading: isReading(remembered) ? remembered : 'standard', remember: false };
}

/** The address's query without `reading=` (which decides the reading, not the page). */
export function withoutReadingParam(search: string): string {
  return search
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== READING_PARAM)
    .join('&');
}

/**
 * The reading cookie as the server sets it: a year, the whole site, sent on top-level visits
 * (`secure`: the cookie rule, http/cookie-policy.ts).
 */
export function readingCookieOptions(secure: boolean) {
  return { path: '/', maxAge: READING_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' as const, secure };
}

export { READING_COOKIE };
