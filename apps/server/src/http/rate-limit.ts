import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';

/** A route's rate limit: requests per window per client address, or false when off. */
export type RateLimit = { max: number; timeWindow: number } | false;

/**
 * Registers rate limiting (routes opt in) and returns the limit for write routes:
 * RATE_LIMIT_MAX per minute and client address, off when 0. Counts are per instance.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<RateLimit> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: 'rate_limited',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  return config.RATE_LIMIT_MAX > 0 ? { max: config.RATE_LIMIT_MAX, timeWindow: 60_000 } : false;
}
