import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsOf } from './authorization-header';
import { HttpError } from './http-error';
import './viewer';

/** What checking an access token needs from the accounts: its claims, and whether its login lives. */
export interface AccessCheck {
  verifyAccess(token: string): Promise<{ userId: number; familyId: string } | null>;
  isLive(familyId: string): Promise<boolean>;
  /**
   * An access token of the login whose cookie a request from the site's own pages carried, or
   * null (routes with auth 'page-link').
   */
  pageLogin?(request: FastifyRequest): Promise<string | null>;
}

/**
 * How a route treats `Authorization: Bearer <access>`: 'required' answers 401 without a valid
 * token, 'optional' serves anonymous visitors too; 'page-link' is 'required' where a link on the
 * site's own pages may stand for the token, with the login's cookie (a download that works
 * before the page's scripts run). Routes without it ignore the header.
 */
export type AuthMode = 'required' | 'optional' | 'page-link';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
  }
}

/** 401 `token_invalid`: a forged or expired access token; the web app refreshes once and retries. */
export function tokenInvalid(): HttpError {
  return new HttpError(401, 'token_invalid');
}

/** 401 `not_authenticated`: the route needs a logged-in user and no token came. */
export function notAuthenticated(): HttpError {
  return new HttpError(401, 'not_authenticated');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const credentials = credentialsOf(request);
  if (!credentials) return undefined;
  if (credentials.scheme !== 'bearer' || !credentials.token) throw tokenInvalid();
  return credentials.token;
}

/**
 * Sets `request.viewer` from a valid access token on routes that opt in (config.auth). An
 * invalid token, or one of a login that was ended (logout, password change or reset, a
 * replayed refresh token), is answered 401 even where anonymous use is allowed, so a stale
 * login never silently turns into an anonymous action.
 */
export function registerAuthentication(app: FastifyInstance, access: AccessCheck): void {
  app.addHook('onRequest', async (request) => {
    const mode = request.routeOptions.config.auth;
    if (!mode) return;
    const token =
      bearerToken(request) ??
      (mode === 'page-link' ? ((await access.pageLogin?.(request)) ?? undefined) : undefined);
    if (!token) {
      if (mode !== 'optional') throw notAuthenticated();
      return;
    }
    const claims = await access.verifyAccess(token);
    if (!claims || !(await access.isLive(claims.familyId))) throw tokenInvalid();
    request.viewer = { userId: claims.userId, familyId: claims.familyId };
  });
}

/** The logged-in user's id on a route with auth 'required'. */
export function viewerId(request: FastifyRequest): number {
  if (!request.viewer) throw notAuthenticated();
  return request.viewer.userId;
}
