import type { FastifyReply, FastifyRequest } from 'fastify';

/** Name of the HttpOnly cookie holding the refresh token. */
export const REFRESH_COOKIE = 'refresh_token';
/** The cookie is sent only to the account endpoints: refresh and logout (and me, export). */
export const REFRESH_COOKIE_PATH = '/api/v1/account/';

/**
 * Sets the refresh token as an HttpOnly, SameSite=Strict cookie (Secure over TLS), so the web
 * app keeps no long-lived secret in local storage.
 */
export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  { token, expiresAt }: { token: string; expiresAt: Date },
): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    expires: expiresAt,
  });
}

/** Removes the refresh cookie (logout). */
export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/** The refresh token from the body, else from the cookie. */
export function refreshTokenOf(request: FastifyRequest, fromBody: string | undefined) {
  return fromBody ?? request.cookies[REFRESH_COOKIE];
}
