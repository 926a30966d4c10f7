import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env';

/**
 * The one rule for every cookie the server sets (the login's, the device's, the language's and
 * the reading's): Secure whenever the server runs in production, whatever a proxy says about the
 * scheme (a misconfigured proxy must not downgrade them), and over TLS elsewhere.
 */
export function secureCookies(config: Pick<Config, 'NODE_ENV'>, request: FastifyRequest): boolean {
  return config.NODE_ENV === 'production' || request.protocol === 'https';
}

/** Where every prefixed cookie lives: `__Host-` allows the whole site only. */
export const HOST_COOKIE_PATH = '/';

/**
 * A login cookie's name: with the `__Host-` prefix in production, so a browser accepts it only
 * when this very host set it Secure over TLS for the whole site, with no Domain: neither a
 * network attacker over plain HTTP nor a sibling subdomain can plant one (`__Secure-` stops only
 * the first). Such a cookie must be set with `HOST_COOKIE_PATH`.
 */
export function cookieName(config: Pick<Config, 'NODE_ENV'>, base: string): string {
  return config.NODE_ENV === 'production' ? `__Host-${base}` : base;
}

/**
 * The names a cookie had before (`__Secure-` in production, the bare name where the prefix was
 * not yet used): never read, only cleared, so a planted or stale one goes.
 */
export function formerCookieNames(config: Pick<Config, 'NODE_ENV'>, base: string): string[] {
  return config.NODE_ENV === 'production' ? [`__Secure-${base}`, base] : [];
}
