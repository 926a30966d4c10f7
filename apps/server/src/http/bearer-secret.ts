import { createHash, timingSafeEqual } from 'node:crypto';
import { randomBytesFromPool } from './random-pool';

// A bearer secret proves a right without an account: a result's secret ("this is my result") and
// a group's admin secret. It is returned once, when the thing is made; only its hash is stored.

/** The longest secret accepted from a request; ours are 43 characters. */
export const BEARER_SECRET_MAX_LENGTH = 200;

/** A new secret: 256 random bits, base64url (43 characters). */
export function newBearerSecret(): string {
  return randomBytesFromPool(32).toString('base64url');
}

/** The stored form of a secret: SHA-256 in hex (a 256-bit random secret needs no slow hash). */
export function hashBearerSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one whose hash is stored; false when none is stored. */
export function bearerSecretMatches(
  storedHash: string | null,
  secret: string | null | undefined,
): boolean {
  if (!storedHash || !secret || secret.length > BEARER_SECRET_MAX_LENGTH) return false;
  const given = Buffer.from(hashBearerSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
