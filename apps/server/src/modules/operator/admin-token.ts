import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Wrong operator tokens one client (IPv6: its /64) may present per window; then only 429. */
export const OPERATOR_TOKEN_TRIES = 10;
/** The window of those tries. */
export const OPERATOR_TOKEN_WINDOW_MS = 15 * 60_000;
/** What a browser shows its password prompt for: any name, the token as the password. */
const CHALLENGE = 'Basic realm="Values Cross operator", charset="UTF-8"';

/**
 * The token an operator presented, from the Authorization header only (`Bearer …`, or Basic with
 * the token as the password, which a browser asks for by itself): never from the address, where
 * it would stay in the history and in proxies' logs.
 */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const [scheme = '', value = ''] = header.split(' ', 2);
  if (scheme.toLowerCase() === 'bearer') return value.trim();
  if (scheme.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? undefined : decoded.slice(colon + 1);
}

/** Whether the presented token is the operator's, compared in constant time. */
export function isAdminToken(presented: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(presented ?? ''), digest(expected));
}

/** Lets the operator through, or throws 401 (with the prompt's challenge) or 429. */
export type OperatorGate = (request: FastifyRequest) => Promise<void>;

/**
 * The check in front of the operator's pages (/admin, /api/docs in production): the right token
 * passes; each wrong one counts against the client, and after OPERATOR_TOKEN_TRIES in the window
 * every try is 429, the right token too, so the token cannot be guessed at the server's speed.
 * Counts are per instance, shared by the pages.
 */
export function operatorGate(app: FastifyInstance, expected: string): OperatorGate {
  const wrongTries = app.createRateLimit({
    max: OPERATOR_TOKEN_TRIES,
    timeWindow: OPERATOR_TOKEN_WINDOW_MS,
  });
  return async (request) => {
    const status = await wrongTries(request, { increment: false });
    if (!status.isAllowed && status.isExceeded) {
      throw new HttpError(429, 'rate_limited', undefined, {
        'retry-after': String(status.ttlInSeconds),
      });
    }
    if (isAdminToken(presentedToken(request), expected)) return;
    await wrongTries(request);
    throw new HttpError(401, 'not_authenticated', undefined, { 'www-authenticate': CHALLENGE });
  };
}
