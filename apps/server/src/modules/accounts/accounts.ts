import type { Kysely } from 'kysely';
import type { Config } from '../../config/env';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import { loadJwtSecret } from './jwt-secret';
import { LoginTokens } from './login-tokens';
import { PasswordHasher } from './passwords';

/** What the account services share: the database, the settings, password hashing and tokens. */
export interface Accounts {
  db: Kysely<DatabaseSchema>;
  config: Config;
  hasher: PasswordHasher;
  tokens: LoginTokens;
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
  };
}
