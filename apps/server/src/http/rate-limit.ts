import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { isIPv6 } from 'node:net';
import type { Config } from '../config/env';
import { MINUTE_MS } from '@values-cross/core';

/** The eight 16-bit groups of an IPv6 address (with `::` expanded), or undefined. */
function ipv6Groups(address: string): string[] | undefined {
  if (!isIPv6(address)) return undefined;
  const [head = '', tail] = address.split('::');
  const parts = (text: string) => (text ? text.split(':') : []);
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const last = back.at(-1) ?? front.at(-1) ?? '';
  const v4 = last.includes('.') ? 1 : 0;
  const missing = 8 - front.length - back.length - v4;
  return [...front, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...back];
}

/**
 * The key per-address limits count a client under: the IPv4 address itself (also when mapped
 * into IPv6), and for IPv6 its /64 network, since one subscriber usually holds a whole /64 and
 * could otherwise step through addresses to escape every limit.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

/**
 * The key of the wider network a client is in, for limits that must also hold against someone
 * stepping through many addresses of one provider: IPv4 /24, IPv6 /48 (a site's whole
 * allocation). Other clients elsewhere are not touched by it.
 */
export function networkKey(address: string): string {
  const key = addressKey(address);
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (v4?.[1]) return `${v4[1]}.0/24`;
  const groups = ipv6Groups(address);
  if (!groups) return key;
  return `${groups
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}

/**
 * The key of the IPv6 /56 a client is in (what a provider usually hands one customer), built on
 * the /64 of `addressKey`; an IPv4 client's /24. Between the client's own key (IPv6 /64) and its
 * site's (`networkKey`, IPv6 /48): for limits that must hold against one customer stepping
 * through the /64s of its /56 without touching the rest of the site (mails to unconfirmed
 * addresses, a group's live screen).
 */
export function subnet56Key(address: string): string {
  const key = addressKey(address);
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (v4?.[1]) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):([0-9a-f]+)::\/64$/.exec(key);
  if (!v6?.[1] || !v6[2]) return key;
  return `${v6[1]}:${(parseInt(v6[2], 16) & 0xff00).toString(16)}::/56`;
}

/** A route's rate limit: requests per window per client address, or false when off. */
export type RateLimit = { max: number; timeWindow: number } | false;

/**
 * Registers rate limiting (routes opt in) and returns the limit for write routes:
 * RATE_LIMIT_MAX per minute and client address (IPv6: per /64), off when 0. Counts are per
 * instance.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<RateLimit> {
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => addressKey(request.ip),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      detail: 'rate_limited',
      retryAfterSeconds: Math.ceil(context.ttl / 1000),
    }),
  });
  return config.RATE_LIMIT_MAX > 0 ? { max: config.RATE_LIMIT_MAX, timeWindow: MINUTE_MS } : false;
}
