import type { FastifyRequest } from 'fastify';
import type { Accounts } from '../accounts';
import { refreshCookieOf } from '../cookies/refresh-cookie';
import { pageLogin } from './session.service';

/**
 * Finds the login of a page request by the refresh cookie it carried (sent by the browser only
 * with requests its own pages start: SameSite Strict): an access token for rendering the login's
 * pages, or null for a visitor without a live login.
 */
export function pageLoginOf(
  accounts: Accounts,
): (request: FastifyRequest) => Promise<string | null> {
  return async (request) => {
    const token = refreshCookieOf(accounts.config, request);
    return token ? pageLogin(accounts, token) : null;
  };
}
