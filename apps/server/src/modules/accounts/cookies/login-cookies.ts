import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config/env';
import { cookieName } from '../../../http/cookie-policy';
import { DEVICE_COOKIE } from './device-cookie';
import { REFRESH_COOKIE } from './refresh-cookie';

/**
 * The login's cookies a page request carried (the device cookie and the refresh token, under
 * their one name each), as a `Cookie` header for the API calls a form sent to that page makes,
 * or undefined: the login form's call then knows the browser (its device cookie), and the logout
 * form's call ends the login of the refresh cookie, as when the page's scripts call them. Only a
 * form from the site's own pages gets here (web-host: fromOwnPages).
 */
export function loginCookieHeader(
  config: Pick<Config, 'NODE_ENV'>,
): (request: FastifyRequest) => string | undefined {
  const names = [DEVICE_COOKIE, REFRESH_COOKIE].map((base) => cookieName(config, base));
  return (request) => {
    const sent = names.flatMap((name) => {
      const value = request.cookies[name];
      return value === undefined ? [] : [`${name}=${value}`];
    });
    return sent.length > 0 ? sent.join('; ') : undefined;
  };
}
