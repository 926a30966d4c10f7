import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDialectConfig,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { DatabaseSchema } from './schema';
import { asOneStatement } from './one-statement';
import { SqliteCommitWorker } from './sqlite-commit-worker';
import { SQLite, type SQLiteDatabase } from './sqlite-driver.mjs';

/** Which engine a DATABASE_URL points to. */
export type Dialect = 'sqlite' | 'postgres';

/** An open database: the query builder plus what the rest of the server needs to know of it. */
export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** A human-readable description without credentials, for logs. */
  description: string;
  /**
   * Runs the statements as one durable transaction, all or nothing; resolves once it is committed.
   * On a SQLite file the commit (and its fsync) runs on a worker thread, off the event loop.
   */
  commit(queries: readonly CompiledQuery[]): Promise<void>;
}

/** Commits through Kysely's own connection (PostgreSQL, and SQLite in memory). */
function commitThrough(db: Kysely<DatabaseSchema>) {
  return (queries: readonly CompiledQuery[]) =>
    db.transaction().execute(async (trx) => {
      for (const query of queries) await trx.executeQuery(query);
    });
}

/**
 * PostgreSQL: a commit is one statement where its statements can be joined (one round trip, row
 * locks held only while the database runs it), else a transaction.
 */
function commitInOneRoundTrip(db: Kysely<DatabaseSchema>) {
  const transaction = commitThrough(db);
  return async (queries: readonly CompiledQuery[]) => {
    const statement = asOneStatement(queries);
    if (statement) await db.executeQuery(statement);
    else await transaction(queries);
  };
}

/** Tells SQLite file paths and `sqlite:` URLs from `postgres://` URLs. */
export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite';
}

/** The file a SQLite DATABASE_URL names (absolute), or `:memory:`. */
export function sqliteFilePath(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/i, '');
  return path === ':memory:' ? path : resolve(path);
}

/** Prepared statements kept per connection; past this many distinct queries they start afresh. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely sees it, with each prepared statement kept by its SQL text: Kysely
 * prepares every query again, which a profile of whole visits showed among the server's top
 * costs. Statements run synchronously, so one statement is never in use twice at a time.
 */
function withKeptStatements(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE), waiting for it up to the busy
 * timeout. Kysely begins them deferred: a transaction that reads first and writes after another
 * connection (the commit worker, an admin command beside the server) committed fails at once with
 * "database is locked" (SQLITE_BUSY_SNAPSHOT), which no busy timeout helps.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * How much of the database file reads see through memory mapping instead of a read() call per
 * page: with a million results a lookup's pages are seldom in SQLite's own page cache, which it
 * also drops whenever the commit worker's connection has written.
 */
const READ_MAP_BYTES = 1024 ** 3;

function openSqlite(url: string): Database {
  const path = sqliteFilePath(url);
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL with synchronous=FULL: an acknowledged commit survives a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`mmap_size = ${READ_MAP_BYTES}`);
  const db = new Kysely<DatabaseSchema>({
    dialect: new ImmediateSqliteDialect({ database: withKeptStatements(sqlite) }),
  });
  if (path === ':memory:') {
    return { db, dialect: 'sqlite', description: 'sqlite :memory:', commit: commitThrough(db) };
  }
  let worker: SqliteCommitWorker | null = null;
  return {
    db,
    dialect: 'sqlite',
    description: `sqlite ${path}`,
    commit: (queries) => {
      if (!sqlite.open) {
        // Closed with db.destroy(): the worker goes too, and the caller hears what Kysely says.
        void worker?.close();
        worker = null;
        return Promise.reject(new TypeError('The database connection is not open'));
      }
      worker ??= new SqliteCommitWorker(path);
      return worker.commit(queries);
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs must not hold a request forever.
    statement_timeout: 10_000,
  });
  // A dropped idle connection (database restart) must not crash the process; the pool reconnects.
  pool.on('error', () => undefined);
  const safeUrl = new URL(url);
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    commit: commitInOneRoundTrip(db),
    dialect: 'postgres',
    description: `postgres ${safeUrl.hostname}:${safeUrl.port || 5432}${safeUrl.pathname}`,
  };
}

/** Opens the database a DATABASE_URL names: SQLite (embedded default) or PostgreSQL. */
export function openDatabase(url: string): Database {
  return dialectOf(url) === 'postgres' ? openPostgres(url) : openSqlite(url);
}
