import { HOUR_MS } from '@values-cross/core';
import { API_PATHS } from '@values-cross/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { addressKey, networkKey, type RateLimit } from '../../../http/rate-limit';
import { unconfirmedMailClients } from '../../mail';
import { PROBES_PER_ADDRESS_PER_HOUR, PROBES_PER_NETWORK_PER_HOUR } from '../../../config/limits';

/**
 * The probed endpoints that may mail an unconfirmed address (a reset does when the account's
 * address was never confirmed; every reset counts in the client's share, which is generous for
 * a person and keeps the check before the answer).
 */
const MAILING = new Set<string>([
  API_PATHS.registration,
  API_PATHS.registrationResend,
  API_PATHS.passwordReset,
]);

/**
 * A check for the endpoints whose answers tell whether an address has an account (sign-up
 * "already exists", reset "no such account", resend): product.md keeps those messages, so
 * probing is made slow instead, per address and per network. There is no bucket for all
 * clients together: a few addresses must not lock everyone else out of sign-up and reset.
 * Counted in each instance's memory; off when RATE_LIMIT_MAX is 0. Answers 429 `rate_limited`
 * with Retry-After. Sign-up and resend mail an address nobody has confirmed: they pass the
 * client's share of those mails too (mail's unconfirmed-mail-clients), counted once answered.
 */
export function probeLimit(
  app: FastifyInstance,
  rateLimit: RateLimit,
): ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) | undefined {
  if (!rateLimit) return undefined;
  const perAddress = app.createRateLimit({
    max: PROBES_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `probe:${addressKey(request.ip)}`,
  });
  const perNetwork = app.createRateLimit({
    max: PROBES_PER_NETWORK_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `probe-network:${networkKey(request.ip)}`,
  });
  const mails = unconfirmedMailClients(app, rateLimit);
  return async (request, reply) => {
    for (const limit of [perAddress, perNetwork]) {
      const verdict = await limit(request);
      // isAllowed says only whether the allow-list applied; isExceeded whether the count ran over.
      if (!verdict.isAllowed && verdict.isExceeded) {
        throw new HttpError(429, 'rate_limited', undefined, {
          'retry-after': String(verdict.ttlInSeconds),
        });
      }
    }
    if (mails && MAILING.has(request.routeOptions.url ?? '')) {
      await mails.assertMayMail(request);
      // A sign-up or resend that was answered with success queued its mail (or was told it did).
      reply.raw.once('finish', () => {
        if (reply.statusCode < 300) void mails.mailed(request).catch(() => undefined);
      });
    }
  };
}
