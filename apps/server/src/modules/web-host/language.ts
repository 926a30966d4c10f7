import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { PAGE_LIST } from '@values-cross/web/pages';

/** The cookie that remembers the visitor's language (spec 9: LANG, path /). */
export const LANGUAGE_COOKIE = 'LANG';

/** 365 days: the reading of spec 9 this product follows (see docs/decisions). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Addresses of the app's pages after the language prefix (spec 2), from the page table; each also
 * works without the prefix and leads to the visitor's language.
 */
export const APP_ROUTE_SEGMENTS: readonly string[] = PAGE_LIST.map(({ segment }) => segment).filter(
  Boolean,
);

/** Options for setting the LANG cookie on a response to this request. */
export function languageCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  };
}
