import { DAY_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { tokenInvalid } from '../../../http/authentication';
import { emailNotConfirmed, invalidCredentials } from '../account-errors';
import type { Accounts } from '../accounts';
import { beginLoginAttempt, finishLoginAttempt } from '../limits/login-limits';
import { newTokenId } from '../tokens/login-tokens';
import { RefreshTokenRepository } from '../tokens/refresh-token.repository';

/** The tokens of a login (product.md §7) and when the refresh token runs out (for its cookie). */
export interface TokenPair {
  access: string;
  refresh: string;
  refreshExpiresAt: Date;
}

async function issueTokens(
  accounts: Accounts,
  db: Kysely<DatabaseSchema>,
  login: { userId: number; familyId: string; loginAt: Date },
): Promise<TokenPair> {
  const { REFRESH_TOKEN_DAYS, LOGIN_MAX_DAYS } = accounts.config;
  const refreshExpiresAt = new Date(
    Math.min(
      Date.now() + REFRESH_TOKEN_DAYS * DAY_MS,
      login.loginAt.getTime() + LOGIN_MAX_DAYS * DAY_MS,
    ),
  );
  const tokenId = newTokenId();
  await new RefreshTokenRepository(db).insert({
    id: tokenId,
    familyId: login.familyId,
    userId: login.userId,
    loginAt: login.loginAt.toISOString(),
    expiresAt: refreshExpiresAt.toISOString(),
  });
  return {
    access: await accounts.tokens.access(login),
    refresh: await accounts.tokens.refresh({ ...login, tokenId, expiresAt: refreshExpiresAt }),
    refreshExpiresAt,
  };
}

/**
 * Logs a user in with e-mail and password (product.md §7 account/token/). Wrong credentials are
 * answered alike whether the address exists or not; an unconfirmed address only once the
 * password is right; too many failures per address, or too soon after the account's failures,
 * with 429 (login-limits). `device` is the nonce of this browser's device cookie for the
 * account: its attempts are counted apart from everyone else's.
 */
export async function login(
  accounts: Accounts,
  input: { email: string; password: string; address: string; device?: string | undefined },
): Promise<TokenPair> {
  const accountKey = accounts.loginFailureKey(input.email);
  const bucket = input.device ? `${accountKey}:${input.device}` : accountKey;
  const attempt = await beginLoginAttempt(accounts, { bucket, address: input.address });
  const user = await accounts.users.findByEmail(input.email);
  const right = (await accounts.hasher.verify(user?.passwordHash, input.password)) && !!user;
  await finishLoginAttempt(accounts, attempt, right);
  if (!right || !user) throw invalidCredentials();
  if (!user.emailConfirmedAt) throw emailNotConfirmed();
  return issueTokens(accounts, accounts.db, {
    userId: user.id,
    familyId: newTokenId(),
    loginAt: new Date(),
  });
}

/**
 * Rotates a refresh token (product.md §7 account/token/refresh/): each works once. A token presented
 * again revokes its whole login, since one of the two presenters has stolen it.
 */
export async function refresh(accounts: Accounts, token: string): Promise<TokenPair> {
  const claims = await accounts.tokens.verifyRefresh(token);
  if (!claims) throw tokenInvalid();
  const repository = accounts.refreshTokens;
  const stored = await repository.find(claims.tokenId);
  if (!stored || stored.revoked || stored.userId !== claims.userId) throw tokenInvalid();
  // The JWT's expiry says the same; the row is the authority (absolute lifetime of a login).
  if (stored.expiresAt <= new Date().toISOString()) throw tokenInvalid();
  const loginAt = new Date(stored.loginAt);
  const rotated = await accounts.db.transaction().execute(async (trx) => {
    if (!(await new RefreshTokenRepository(trx).markUsed(stored.id))) return undefined;
    return issueTokens(accounts, trx, {
      userId: stored.userId,
      familyId: stored.familyId,
      loginAt,
    });
  });
  if (!rotated) {
    await repository.revokeFamily(stored.familyId);
    throw tokenInvalid();
  }
  return rotated;
}

/**
 * An access token for the login a refresh token belongs to, without rotating it: the server's
 * renderer uses it to render the login's own pages (the profile) from the refresh cookie the
 * page request carried; the browser rotates the cookie as before. Null for a token that could not
 * be rotated either (unknown, revoked, expired or already used); a used one is a replay, as at
 * the refresh endpoint, and ends its whole login.
 */
export async function pageLogin(accounts: Accounts, token: string): Promise<string | null> {
  const claims = await accounts.tokens.verifyRefresh(token);
  if (!claims) return null;
  const stored = await accounts.refreshTokens.find(claims.tokenId);
  if (!stored || stored.revoked || stored.userId !== claims.userId) return null;
  if (stored.used) {
    await accounts.refreshTokens.revokeFamily(stored.familyId);
    return null;
  }
  if (stored.expiresAt <= new Date().toISOString()) return null;
  return accounts.tokens.access({ userId: stored.userId, familyId: stored.familyId });
}

/** Ends the login a refresh token belongs to (product.md §4 logout); unknown tokens are ignored. */
export async function logout(accounts: Accounts, token: string | undefined): Promise<void> {
  const claims = token ? await accounts.tokens.verifyRefresh(token) : null;
  if (claims) await accounts.refreshTokens.revokeFamily(claims.familyId);
}
