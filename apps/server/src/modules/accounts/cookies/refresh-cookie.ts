import { accountPathPrefix } from '@values-cross/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import { HttpError } from '../../../http/http-error';
import {
  cookieName,
  formerCookieNames,
  HOST_COOKIE_PATH,
  secureCookies,
} from '../../../http/cookie-policy';
import { fromOwnPages } from '../../../http/own-origin';

/** Base name of the HttpOnly cookie holding the refresh token (`__Host-` in production). */
export const REFRESH_COOKIE = 'refresh_token';
/**
 * The cookie is sent to the whole site: the account endpoints refresh and end the login with it,
 * and the server renders the login's own pages (the profile) from it (decision 0043). SameSite
 * Strict keeps it from every request another site starts, navigations included.
 */
export const REFRESH_COOKIE_PATH = HOST_COOKIE_PATH;
/** Where the cookie was kept before: a login from then is moved to the whole site. */
const EARLIER_REFRESH_COOKIE_PATH = accountPathPrefix;

type CookieConfig = Pick<Config, 'NODE_ENV' | 'publicUrl'>;

function cookieOptions(config: CookieConfig, request: FastifyRequest, path: string) {
  return {
    path,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: secureCookies(config, request),
  };
}

/**
 * Clears the refresh cookies of before that the request carried: the bare and `__Secure-` names
 * in production (never read any more: a planted one logs nobody in), and, where names are not
 * prefixed, the cookie of the earlier path (sent first to the account endpoints, a stale one
 * would be taken for a replay).
 */
function clearFormerCookies(config: CookieConfig, request: FastifyRequest, reply: FastifyReply) {
  const former = formerCookieNames(config, REFRESH_COOKIE).filter(
    (name) => request.cookies[name] !== undefined,
  );
  const current = cookieName(config, REFRESH_COOKIE);
  for (const path of [REFRESH_COOKIE_PATH, EARLIER_REFRESH_COOKIE_PATH]) {
    for (const name of former) void reply.clearCookie(name, cookieOptions(config, request, path));
  }
  if (current === REFRESH_COOKIE) {
    void reply.clearCookie(current, cookieOptions(config, request, EARLIER_REFRESH_COOKIE_PATH));
  }
}

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
    ...cookieOptions(config, request, REFRESH_COOKIE_PATH),
    expires: expiresAt,
  });
  clearFormerCookies(config, request, reply);
}

/** Removes the refresh cookie (logout), also one set under a name or path used before. */
export function clearRefreshCookie(
  config: CookieConfig,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.clearCookie(
    cookieName(config, REFRESH_COOKIE),
    cookieOptions(config, request, REFRESH_COOKIE_PATH),
  );
  clearFormerCookies(config, request, reply);
}

/** The refresh token in the request's cookie, under its one name (a former name is ignored). */
export function refreshCookieOf(config: CookieConfig, request: FastifyRequest): string | undefined {
  return request.cookies[cookieName(config, REFRESH_COOKIE)];
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
  const fromCookie = refreshCookieOf(config, request);
  if (fromBody) return fromBody;
  if (!fromCookie) return undefined;
  if (!fromOwnPages(config, request)) throw new HttpError(403, 'origin_refused');
  return fromCookie;
}
