import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { SQLite } from './sqlite-driver.mjs';

describe('openDatabase on a SQLite file', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('takes the write lock when a transaction begins, so that a read inside it is never a stale snapshot another connection writes past', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'values-cross-db-'));
    folders.push(folder);
    const file = join(folder, 'test.sqlite');
    const { db } = openDatabase(file);
    await sql`create table t (n integer)`.execute(db);
    // Another process (the admin command beside the server, the commit worker) with no patience.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');
    let otherWrite: unknown = null;
    await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      try {
        other.prepare('insert into t (n) values (1)').run();
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      // With a deferred begin the other write gets in, and this one fails as SQLITE_BUSY_SNAPSHOT.
      await sql`insert into t (n) values (2)`.execute(trx);
    });
    expect(otherWrite).toBe('SQLITE_BUSY');
    other.close();
    await db.destroy();
  });
});
