import type { FastifyInstance, FastifyRequest } from 'fastify';
import { credentialsOf } from '../../http/authorization-header';
import { bearerSecretMatches, hashBearerSecret } from '../../http/bearer-secret';
import { HttpError } from '../../http/http-error';
import { OPERATOR_TOKEN_TRIES, OPERATOR_TOKEN_WINDOW_MS } from '../../config/limits';

/** What a browser shows its password prompt for: any name, the token as the password. */
const CHALLENGE = 'Basic realm="Values Cross operator", charset="UTF-8"';

/**
 * The token an operator presented, from the Authorization header only (`Bearer …`, or Basic with
 * the token as the password, which a browser asks for by itself): never from the address, where
 * it would stay in the history and in proxies' logs.
 */
export function presentedToken(request: FastifyRequest): string | undefined {
  const credentials = credentialsOf(request);
  if (credentials?.scheme === 'bearer') return credentials.token;
  if (credentials?.scheme === 'basic') return credentials.password;
  return undefined;
}

/** Lets the operator through, or throws 401 (with the prompt's challenge) or 429. */
export type OperatorGate = (request: FastifyRequest) => Promise<void>;

/**
 * The check in front of the operator's page (/admin; the API description at /api/docs is public,
 * decision 0031): the right token passes; each wrong one counts against the client, and once
 * OPERATOR_TOKEN_TRIES wrong ones are counted in the window every try is 429, the right token
 * too, so the token cannot be guessed at the server's speed. The right token is held against the
 * count after it is compared, so tries sent at once get no further than tries sent one by one.
 * Counts are per instance.
 */
export function operatorGate(app: FastifyInstance, expected: string): OperatorGate {
  const wrongTries = app.createRateLimit({
    max: OPERATOR_TOKEN_TRIES,
    timeWindow: OPERATOR_TOKEN_WINDOW_MS,
  });
  const expectedHash = hashBearerSecret(expected);
  const tooMany = (ttlInSeconds: number) =>
    new HttpError(429, 'rate_limited', undefined, { 'retry-after': String(ttlInSeconds) });
  return async (request) => {
    if (bearerSecretMatches(expectedHash, presentedToken(request))) {
      const status = await wrongTries(request, { increment: false });
      if (!status.isAllowed && status.remaining === 0) throw tooMany(status.ttlInSeconds);
      return;
    }
    const status = await wrongTries(request);
    if (!status.isAllowed && status.isExceeded) throw tooMany(status.ttlInSeconds);
    throw new HttpError(401, 'not_authenticated', undefined, { 'www-authenticate': CHALLENGE });
  };
}
