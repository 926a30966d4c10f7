import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../../db/schema';
import { LoginFamilies } from './login-families';
import { RefreshTokenRepository } from './refresh-token.repository';
import { MINUTE_MS } from '@values-cross/core';

/** A database whose every read answers `found()` (a row: live) and every write succeeds. */
function database(found: () => unknown) {
  const reads = { count: 0 };
  const query: object = new Proxy(
    {},
    {
      get: (_target, name) => {
        if (name === 'executeTakeFirst') {
          return () => {
            reads.count += 1;
            return Promise.resolve(found());
          };
        }
        if (name === 'execute') return () => Promise.resolve([]);
        return () => query;
      },
    },
  );
  return { reads, db: query as Kysely<DatabaseSchema> };
}

describe('LoginFamilies', () => {
  it('trusts a live login for cacheMs from when it asked the database', async () => {
    let now = 1000;
    const { reads, db } = database(() => {
      now += 10;
      return { id: 'token' };
    });
    const families = new LoginFamilies(db, 100, () => now);
    expect(await families.isLive('f')).toBe(true);
    now = 1099;
    expect(await families.isLive('f')).toBe(true);
    expect(reads.count).toBe(1);
    now = 1100;
    expect(await families.isLive('f')).toBe(true);
    expect(reads.count).toBe(2);
  });

  it('asks again at once after this instance revoked a login, and never keeps a dead one', async () => {
    let live = true;
    const { reads, db } = database(() => (live ? { id: 'token' } : undefined));
    const families = new LoginFamilies(db, MINUTE_MS, () => 1000);
    expect(await families.isLive('f')).toBe(true);
    await new RefreshTokenRepository(db).revokeFamily('other');
    live = false;
    expect(await families.isLive('f')).toBe(false);
    expect(await families.isLive('f')).toBe(false);
    expect(reads.count).toBe(3);
  });
});
