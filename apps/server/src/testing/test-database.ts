import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database';
import { prepareDatabase } from '../prepare-database';

/** A fresh, migrated database for one test file, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  url: string;
  dispose: () => Promise<void>;
}

/** The database the server suite runs against: PostgreSQL when TEST_DATABASE_URL says so. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'postgres' : 'sqlite';
}

async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `vc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  await prepareDatabase(database);
  return {
    database,
    url: url.toString(),
    dispose: async () => {
      await database.db.destroy().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'values-cross-test-'));
  const url = join(dir, 'app.db');
  const database = openDatabase(url);
  await prepareDatabase(database);
  return {
    database,
    url,
    dispose: async () => {
      await database.db.destroy().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Creates a fresh migrated database on the configured dialect. */
export function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl && testDialect() === 'postgres'
    ? createPostgresDatabase(adminUrl)
    : createSqliteDatabase();
}
