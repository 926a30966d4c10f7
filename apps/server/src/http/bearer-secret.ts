import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The longest secret accepted from a request; ours are 43 characters. */
export const RESULT_SECRET_MAX_LENGTH = 200;

/**
 * A new result secret: 256 random bits, base64url. It is returned once, when the result is made,
 * and proves "this is my result" without an account; only its hash is stored.
 */
export function newResultSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret: SHA-256 in hex (a 256-bit random secret needs no slow hash). */
export function hashResultSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether `secret` is the one whose hash is stored; false when none is stored. */
export function secretMatches(
  storedHash: string | null,
  secret: string | null | undefined,
): boolean {
  if (!storedHash || !secret || secret.length > RESULT_SECRET_MAX_LENGTH) return false;
  const given = Buffer.from(hashResultSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
