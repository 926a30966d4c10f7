import { createHash } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { isValidPassword } from '@values-cross/core';
import { isCommonPassword } from './common-passwords';

/** Why the server refuses a new password (sent as a field reason). */
export type PasswordProblem = 'password_rules' | 'password_common' | 'password_personal';

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The first reason a new password is refused, or null: product.md §5's rule, then the common-password
 * check, then whether it contains a word of the e-mail's local part or of the person's names.
 */
export function passwordProblem(input: {
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}): PasswordProblem | null {
  if (!isValidPassword(input.password)) return 'password_rules';
  if (isCommonPassword(input.password)) return 'password_common';
  const folded = fold(input.password);
  const personal = [input.email.split('@')[0] ?? '', input.firstName, input.lastName]
    .flatMap((part) => fold(part).split(/[^\p{L}]+/u))
    .filter((part) => part.length >= 3);
  return personal.some((part) => folded.includes(part)) ? 'password_personal' : null;
}

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID: Algorithm = 2;

/** Password hashing with argon2id (at least m=19 MiB, t=2, p=1 in production; see config). */
export class PasswordHasher {
  private readonly options;
  private dummyHash: Promise<string> | undefined;

  constructor(memoryKib: number) {
    this.options = {
      algorithm: ARGON2ID,
      memoryCost: memoryKib,
      timeCost: 2,
      parallelism: 1,
    };
  }

  /** The hash to store for a new password. */
  hash(password: string): Promise<string> {
    return hash(password, this.options);
  }

  /**
   * Whether a password matches a stored hash. Without a hash (unknown e-mail) it checks against
   * a dummy hash, so both answers take about the same time.
   */
  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    if (storedHash === undefined) {
      this.dummyHash ??= this.hash('dummy password that is never stored');
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}

/** The SHA-256 of a random link token: what the database stores instead of the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
