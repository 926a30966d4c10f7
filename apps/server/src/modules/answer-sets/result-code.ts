import { randomBytesFromPool } from '../../http/random-pool';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Length of a result code: 12 base-62 characters carry about 71 bits of randomness. */
export const RESULT_CODE_LENGTH = 12;

/** The shape every result code has; anything else is answered 404 without a database read. */
export const RESULT_CODE_PATTERN = /^[0-9A-Za-z]{12}$/;

/** `length` random base-62 characters, uniform by rejection sampling (URL-safe, unguessable). */
export function randomCode(length: number): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytesFromPool(length * 2)) {
      // 248 = 4 * 62: bytes above it would make some characters likelier.
      if (byte < 248 && code.length < length) code += ALPHABET[byte % 62];
    }
  }
  return code;
}

/**
 * A new result code: short, URL-safe and unguessable (uniform over 62^12, so at least 64 bits
 * of randomness). Uniqueness is enforced by the database.
 */
export function newResultCode(): string {
  return randomCode(RESULT_CODE_LENGTH);
}
