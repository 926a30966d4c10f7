import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

/** The cookie that remembers the visitor's language (spec 9: LANG, path /). */
export const LANGUAGE_COOKIE = 'LANG';

/** 365 days: the reading of spec 9 this product follows (see docs/decisions). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** First path segments of the app's pages (spec 2), which also work without a language prefix. */
export const APP_ROUTE_SEGMENTS = [
  'chapter',
  'question',
  'continue',
  'compare',
  'login',
  'signup',
  'registered',
  'passwordreset',
  'passwordchange',
  'profile',
  'result',
  'gallery',
  'privacy',
  'confirm',
] as const;

/** Options for setting the LANG cookie on a response to this request. */
export function languageCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  };
}
