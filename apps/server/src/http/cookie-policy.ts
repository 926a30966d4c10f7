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

/**
 * A cookie's name: with the `__Secure-` prefix in production, so a browser accepts it only when
 * set Secure over TLS (a network attacker cannot plant one over plain HTTP).
 */
export function cookieName(config: Pick<Config, 'NODE_ENV'>, base: string): string {
  return config.NODE_ENV === 'production' ? `__Secure-${base}` : base;
}
