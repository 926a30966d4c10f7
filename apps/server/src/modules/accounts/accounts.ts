import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { deviceTagger } from './cookies/device-cookie';
import { loadJwtSecret } from './tokens/jwt-secret';
import { LoginFamilies } from './tokens/login-families';
import { loginFailureKeyer } from './limits/login-failure-key';
import { LoginTokens } from './tokens/login-tokens';
import { PasswordHasher } from './passwords/passwords';
import { RefreshTokenRepository } from './tokens/refresh-token.repository';
import { UserRepository } from './user.repository';

/** What the account services share: the database, the settings, password hashing and tokens. */
export interface Accounts {
  db: Kysely<DatabaseSchema>;
  config: Config;
  hasher: PasswordHasher;
  tokens: LoginTokens;
  /** The key failed logins are counted under: a keyed hash of the address, never the address. */
  loginFailureKey: (email: string) => string;
  /** Signs the device cookie of a browser that logged in to an account. */
  deviceTag: (accountKey: string, nonce: string) => string;
  /** A keyed hash (HMAC-SHA256, base64url) of `text` for `purpose`, for other modules' keys. */
  keyedHash: (purpose: string, text: string) => string;
  /** Whether an access token's login is still live (not logged out or revoked). */
  families: LoginFamilies;
  /** The users' table, outside a transaction (inside one: `new UserRepository(trx)`). */
  users: UserRepository;
  /** The refresh tokens' table, outside a transaction. */
  refreshTokens: RefreshTokenRepository;
}

/**
 * The key failed logins are counted under, for code outside a running app (the operator's
 * commands): keyed with the same server secret as the app's.
 */
export function loginFailureKeyFor(
  config: Pick<Config, 'JWT_SECRET' | 'DATA_DIR'>,
): (email: string) => string {
  return loginFailureKeyer(
    loadJwtSecret({ configured: config.JWT_SECRET, dataDir: config.DATA_DIR }),
  );
}

/** Sets up the account services for one app instance (reads or creates the token secret). */
export function createAccounts({
  config,
  database,
}: {
  config: Config;
  database: Database;
}): Accounts {
  const secret = loadJwtSecret({ configured: config.JWT_SECRET, dataDir: config.DATA_DIR });
  return {
    db: database.db,
    config,
    hasher: new PasswordHasher(config.PASSWORD_HASH_MEMORY_KIB),
    tokens: new LoginTokens(secret, config.ACCESS_TOKEN_MINUTES),
    loginFailureKey: loginFailureKeyer(secret),
    deviceTag: deviceTagger(secret),
    keyedHash: (purpose, text) =>
      createHmac('sha256', secret).update(`${purpose}\0${text}`).digest('base64url'),
    families: new LoginFamilies(database.db),
    users: new UserRepository(database.db),
    refreshTokens: new RefreshTokenRepository(database.db),
  };
}
