import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import { addressKey, networkKey, type RateLimit } from '../../http/rate-limit';
import {
  JOINS_PER_CLIENT_PER_GROUP,
  JOINS_PER_NETWORK_PER_GROUP,
  JOIN_WINDOW_MS,
} from '../../config/limits';

/** One join's side of the limits: ask before the result joins, count once it did. */
export interface JoinGate {
  assertMayJoin(): Promise<void>;
  joined(): Promise<void>;
}

/** No limits (rate limits off, or a caller without a client). */
export const OPEN_JOINS: JoinGate = {
  assertMayJoin: () => Promise.resolve(),
  joined: () => Promise.resolve(),
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * How many results a client and its network add to one group, per instance in memory and with
 * the keys of every per-address limit (http/rate-limit): whoever sees a group's code cannot
 * flood it from one address or network, and nobody else's joins are touched (the keys name the
 * group). 429 `rate_limited` with Retry-After beyond either.
 */
export class GroupJoinLimits {
  /** The group each request joins, for the limits' keys (a key is made from the request alone). */
  private readonly groupOf = new WeakMap<FastifyRequest, string>();
  private readonly tiers: Limiter[];

  constructor(app: FastifyInstance) {
    const tier = (max: number, key: (ip: string) => string) =>
      app.createRateLimit({
        max,
        timeWindow: JOIN_WINDOW_MS,
        keyGenerator: (request) => `${this.groupOf.get(request) ?? ''}:${key(request.ip)}`,
      });
    this.tiers = [
      tier(JOINS_PER_CLIENT_PER_GROUP, (ip) => `join-client:${addressKey(ip)}`),
      tier(JOINS_PER_NETWORK_PER_GROUP, (ip) => `join-network:${networkKey(ip)}`),
    ];
  }

  /** The limits of one join of the request's client to the group `code`. */
  gate(request: FastifyRequest, code: string): JoinGate {
    this.groupOf.set(request, code);
    return {
      assertMayJoin: async () => {
        for (const tier of this.tiers) {
          const verdict = await tier(request, { increment: false });
          if (!verdict.isAllowed && verdict.remaining <= 0) {
            throw new HttpError(429, 'rate_limited', undefined, {
              'retry-after': String(Math.max(1, verdict.ttlInSeconds)),
            });
          }
        }
      },
      joined: async () => {
        for (const tier of this.tiers) await tier(request);
      },
    };
  }
}

/** The join limits of a group's routes; undefined when rate limits are off (RATE_LIMIT_MAX=0). */
export function groupJoinLimits(
  app: FastifyInstance,
  rateLimit: RateLimit,
): GroupJoinLimits | undefined {
  return rateLimit ? new GroupJoinLimits(app) : undefined;
}
