import { DAY_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { AccountTokenRepository } from './links/account-token.repository';
import { LoginFailureRepository } from './limits/login-failure.repository';

import { RefreshTokenRepository } from './tokens/refresh-token.repository';
import { ACCOUNT_FAILURE_WINDOW_MS } from '../../config/limits';

/**
 * Deletes what the accounts keep only for a while: refresh tokens a day after they expired
 * (a replay within that day is still recognised as one), link tokens a day after they ran out
 * or were used, failed logins once they no longer count. Plain deletes by time: any number of
 * instances may run it at once.
 */
export async function purgeExpiredAccountData(
  db: Kysely<DatabaseSchema>,
  now = new Date(),
): Promise<{ refreshTokens: number; linkTokens: number; loginFailures: number }> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return {
    refreshTokens: await new RefreshTokenRepository(db).purgeExpiredBefore(dayAgo),
    linkTokens: await new AccountTokenRepository(db).purgeBefore(dayAgo),
    loginFailures: await new LoginFailureRepository(db).purgeBefore(
      new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MS),
    ),
  };
}
