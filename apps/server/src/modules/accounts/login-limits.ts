import { createHmac } from 'node:crypto';
import { HttpError } from '../../http/http-error';
import { LoginFailureRepository } from './login-failure.repository';
import type { Accounts } from './accounts';
import { emailKey } from './user.repository';

/** The window failed logins are counted in. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Failed logins allowed per account within the window. */
export const MAX_FAILURES_PER_ACCOUNT = 10;
/** Failed logins allowed per client address within the window (shared networks need room). */
export const MAX_FAILURES_PER_ADDRESS = 30;

/**
 * The key an account's failed logins are stored under: an HMAC-SHA256 of the address's key with
 * the server secret, so the table never holds an address and a stolen copy cannot be matched
 * against a list of addresses without the secret.
 */
export function loginFailureKeyer(secret: Uint8Array): (email: string) => string {
  return (email) => createHmac('sha256', secret).update(emailKey(email)).digest('hex');
}

function retryAfterSeconds(oldest: string | null, now: number): number {
  const until = (oldest ? Date.parse(oldest) : now) + LOGIN_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((until - now) / 1000));
}

/**
 * 429 with Retry-After when an account or a client address has failed to log in too often in
 * the last 15 minutes; counted in the database, so across every instance sharing it.
 */
export async function checkLoginLimits(
  accounts: Accounts,
  { accountKey, address }: { accountKey: string; address: string },
): Promise<void> {
  const failures = new LoginFailureRepository(accounts.db);
  const now = Date.now();
  const since = new Date(now - LOGIN_FAILURE_WINDOW_MS);
  const checks = [
    { found: await failures.since({ accountKey }, since), max: MAX_FAILURES_PER_ACCOUNT },
    { found: await failures.since({ address }, since), max: MAX_FAILURES_PER_ADDRESS },
  ];
  const exceeded = checks.filter((check) => check.found.count >= check.max);
  if (exceeded.length === 0) return;
  const wait = Math.max(...exceeded.map((check) => retryAfterSeconds(check.found.oldest, now)));
  throw new HttpError(429, 'too_many_attempts', undefined, { 'retry-after': String(wait) });
}

/** Records a failed login for the account and the address. */
export async function recordLoginFailure(
  accounts: Accounts,
  { accountKey, address }: { accountKey: string; address: string },
): Promise<void> {
  const forgetBefore = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  await new LoginFailureRepository(accounts.db).record({ accountKey, address, forgetBefore });
}
