import { accountPathPrefix } from '@values-cross/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import { HttpError } from '../../../http/http-error';
import { cookieName, secureCookies } from '../../../http/cookie-policy';
import { fromOwnPages } from '../../../http/own-origin';

/** Base name of the HttpOnly cookie holding the refresh token (`__Secure-` in production). */
export const REFRESH_COOKIE = 'refresh_token';
/** The cookie is sent only to the account endpoints: refresh and logout (and me, export). */
export const REFRESH_COOKIE_PATH = accountPathPrefix;

type CookieConfig = Pick<Config, 'NODE_ENV' | 'publicUrl'>;

/**
 * Sets the refresh token as an HttpOnly, SameSite=Strict cookie (Secure in production and over
 * TLS), the only place the token is handed out, so the web app keeps no long-lived secret.
 */
export function setRefreshCookie(
  config: CookieConfig,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
  { token, expiresAt }: { token: string; expiresAt: Date },
): void {
  void reply.setCookie(cookieName(config, REFRESH_COOKIE), token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(config, request),
    expires: expiresAt,
  });
}

/** Removes the refresh cookie (logout), also one set under the name used before the prefix. */
export function clearRefreshCookie(
  config: CookieConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const options = {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies(config, request),
  };
  void reply.clearCookie(cookieName(config, REFRESH_COOKIE), options);
  if (
    request.cookies[REFRESH_COOKIE] !== undefined &&
    cookieName(config, REFRESH_COOKIE) !== REFRESH_COOKIE
  )
    void reply.clearCookie(REFRESH_COOKIE, options);
}

/**
 * The refresh token from the cookie, else from the body (the older client sent it there; still
 * accepted, and no cookie means no cross-site risk). A cookie-carried token is used only when
 * the request comes from the site itself: the public URL's origin or the host it was sent to.
 */
export function refreshTokenOf(
  config: CookieConfig,
  request: FastifyRequest,
  fromBody: string | undefined,
): string | undefined {
  const fromCookie =
    request.cookies[cookieName(config, REFRESH_COOKIE)] ?? request.cookies[REFRESH_COOKIE];
  if (fromBody) return fromBody;
  if (!fromCookie) return undefined;
  if (!fromOwnPages(config, request)) throw new HttpError(403, 'origin_refused');
  return fromCookie;
}
