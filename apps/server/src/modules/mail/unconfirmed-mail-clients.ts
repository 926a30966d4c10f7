import { HOUR_MS } from '@values-cross/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { addressKey, networkKey, subnet56Key, type RateLimit } from '../../http/rate-limit';
import {
  UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR,
  UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR,
  UNCONFIRMED_MAILS_PER_SITE_PER_HOUR,
} from '../../config/limits';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Per-client limits on the mails that go to addresses nobody has confirmed (sign-up and
 * newsletter confirmations, a group's admin link), checked before a mail counts against the
 * hourly cap of all clients (unconfirmed-mail-cap): one client, or a few networks, cannot use
 * the cap up and so lock everyone else out of sign-up. Counted in each instance's memory, with
 * the same keys as every per-address limit (http/rate-limit); one count per app, shared by
 * every route that sends such a mail.
 */
export class UnconfirmedMailClients {
  private readonly tiers: Limiter[];

  constructor(app: FastifyInstance) {
    const tier = (max: number, key: (ip: string) => string) =>
      app.createRateLimit({
        max,
        timeWindow: HOUR_MS,
        keyGenerator: (request) => key(request.ip),
      });
    this.tiers = [
      tier(UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR, (ip) => `mail-client:${addressKey(ip)}`),
      tier(UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR, (ip) => `mail-network:${subnet56Key(ip)}`),
      tier(UNCONFIRMED_MAILS_PER_SITE_PER_HOUR, (ip) => `mail-site:${networkKey(ip)}`),
    ];
  }

  /**
   * 429 `rate_limited` (with Retry-After) when the request's client or one of its networks has
   * caused its share of such mails this hour. Counts nothing: `mailed` does, once a mail is queued.
   */
  async assertMayMail(request: FastifyRequest): Promise<void> {
    for (const tier of this.tiers) {
      const verdict = await tier(request, { increment: false });
      if (!verdict.isAllowed && verdict.remaining <= 0) {
        throw new HttpError(429, 'rate_limited', undefined, {
          'retry-after': String(Math.max(1, verdict.ttlInSeconds)),
        });
      }
    }
  }

  /** Counts a mail the request's client caused. */
  async mailed(request: FastifyRequest): Promise<void> {
    for (const tier of this.tiers) await tier(request);
  }
}

/** The limits of each app, whichever of its routes asks first (they are encapsulated apart). */
const ofApp = new WeakMap<object, UnconfirmedMailClients>();

/**
 * The one set of per-client mail limits of the app `app` belongs to; undefined when rate limits
 * are off (RATE_LIMIT_MAX=0), as every per-address limit is.
 */
export function unconfirmedMailClients(
  app: FastifyInstance,
  rateLimit: RateLimit,
): UnconfirmedMailClients | undefined {
  if (!rateLimit) return undefined;
  let clients = ofApp.get(app.server);
  if (!clients) {
    clients = new UnconfirmedMailClients(app);
    ofApp.set(app.server, clients);
  }
  return clients;
}

/** A request's side of the mail limits: ask before a mail, count after it was queued. */
export interface MailClient {
  assertMayMail(): Promise<void>;
  mailed(): Promise<void>;
}

/** The mail limits as one request sees them; no limits when rate limits are off. */
export function mailClientOf(
  clients: UnconfirmedMailClients | undefined,
  request: FastifyRequest,
): MailClient {
  return {
    assertMayMail: () => clients?.assertMayMail(request) ?? Promise.resolve(),
    mailed: () => clients?.mailed(request) ?? Promise.resolve(),
  };
}
