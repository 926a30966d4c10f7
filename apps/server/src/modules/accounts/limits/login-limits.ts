import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { HttpError } from '../../../http/http-error';
import type { PasswordHasher } from '../passwords/passwords';
import { LoginFailureRepository, type EarlierAttempts } from './login-failure.repository';
import {
  LOGIN_FAILURE_WINDOW_MS,
  MAX_FAILURES_PER_ADDRESS,
  ACCOUNT_FAILURE_WINDOW_MS,
  FREE_FAILURES_PER_ACCOUNT,
  FIRST_DELAY_MS,
  MAX_DELAY_MS,
} from '../../../config/limits';

/** The wait an account's earlier failures impose before the next attempt: none, then doubling. */
export function accountDelayMs(failures: number): number {
  if (failures < FREE_FAILURES_PER_ACCOUNT) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES_PER_ACCOUNT), MAX_DELAY_MS);
}

function accountWaitMs(earlier: EarlierAttempts, now: number): number {
  const delay = accountDelayMs(earlier.count);
  if (delay === 0 || !earlier.latest) return 0;
  return Date.parse(earlier.latest) + delay - now;
}

function addressWaitMs(earlier: EarlierAttempts, now: number): number {
  if (earlier.count < MAX_FAILURES_PER_ADDRESS) return 0;
  return (earlier.oldest ? Date.parse(earlier.oldest) : now) + LOGIN_FAILURE_WINDOW_MS - now;
}

/**
 * What counting login attempts uses of the account services (`Accounts` has it): the database,
 * and for a password checked outside a login the key failures are counted under and the hasher.
 */
export interface LoginCounting {
  db: Kysely<DatabaseSchema>;
  loginFailureKey: (email: string) => string;
  hasher: PasswordHasher;
}

/** A login attempt counted before its password is checked; see `beginLoginAttempt`. */
export interface LoginAttempt {
  id: number;
  bucket: string;
}

/**
 * Counts a login attempt before the password is checked, so parallel attempts cannot all pass
 * one check: the attempt is stored first, then the others (failures and attempts under way) are
 * counted. Too many from the client address within 15 minutes, or too soon after the account's
 * (or the trusted device's) last failure once it has 10 in a day, is answered 429 with
 * Retry-After (`account_waiting` when it is the account's wait, `too_many_attempts` for the
 * address); the delays grow instead of locking the account (OWASP), and a browser the owner
 * logged in with before counts in its own bucket (`bucket`), so strangers cannot lock it out.
 */
export async function beginLoginAttempt(
  accounts: Pick<LoginCounting, 'db'>,
  { bucket, address }: { bucket: string; address: string },
): Promise<LoginAttempt> {
  const failures = new LoginFailureRepository(accounts.db);
  const id = await failures.record({ accountKey: bucket, address });
  const now = Date.now();
  const accountWait = accountWaitMs(
    await failures.othersSince(
      { accountKey: bucket },
      { since: new Date(now - ACCOUNT_FAILURE_WINDOW_MS), except: id },
    ),
    now,
  );
  const addressWait = addressWaitMs(
    await failures.othersSince(
      { address },
      { since: new Date(now - LOGIN_FAILURE_WINDOW_MS), except: id },
    ),
    now,
  );
  const wait = Math.max(accountWait, addressWait);
  if (wait <= 0) return { id, bucket };
  await failures.forget(id);
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  // The account's wait is said as such: its owner may not have caused it, and a password reset
  // (which clears it) goes through at once.
  const code = accountWait >= addressWait ? 'account_waiting' : 'too_many_attempts';
  throw new HttpError(429, code, undefined, { 'retry-after': String(seconds) });
}

/** Ends a counted attempt: a right password forgets it and the bucket's failures; a wrong one stays. */
export async function finishLoginAttempt(
  accounts: Pick<LoginCounting, 'db'>,
  attempt: LoginAttempt,
  passwordRight: boolean,
): Promise<void> {
  if (!passwordRight) return;
  const failures = new LoginFailureRepository(accounts.db);
  await failures.forget(attempt.id);
  await failures.clearBucket(attempt.bucket);
}

/**
 * Checks a password as a login attempt on the account (the old password of a password
 * change): counted and limited like logins, so a stolen access token cannot guess it freely.
 */
export async function verifyPasswordCounted(
  accounts: LoginCounting,
  input: { email: string; passwordHash: string; password: string; address: string },
): Promise<boolean> {
  const bucket = accounts.loginFailureKey(input.email);
  const attempt = await beginLoginAttempt(accounts, { bucket, address: input.address });
  const right = await accounts.hasher.verify(input.passwordHash, input.password);
  await finishLoginAttempt(accounts, attempt, right);
  return right;
}
