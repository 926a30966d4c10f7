import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';
import { SQLITE_DRIVER_PATH } from './sqlite-driver.mjs';

/** A statement as it travels to the worker: SQL text and its parameters. */
interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** The worker's answer to one commit. */
type CommitReply =
  { id: number; ok: true } | { id: number; ok: false; error: { code?: string; message: string } };

// The worker's own source, run with `eval` so it needs no build step of its own. It opens its own
// connection with the pragmas of database.ts and runs each request's statements in one
// IMMEDIATE transaction: the fsync of the commit happens here, never on the event loop.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
const prepared = new Map();
const statement = (sql) => {
  let found = prepared.get(sql);
  if (!found) {
    found = db.prepare(sql);
    prepared.set(sql, found);
    if (prepared.size > 500) prepared.delete(prepared.keys().next().value);
  }
  return found;
};
// Buffers arrive as plain Uint8Arrays (structured clone); SQLite binds Buffers as blobs.
const bindable = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
const commit = db.transaction((statements) => {
  for (const { sql, parameters } of statements) statement(sql).run(...parameters.map(bindable));
});
parentPort.on('message', ({ id, statements }) => {
  try {
    commit.immediate(statements);
    parentPort.postMessage({ id, ok: true });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: { code: error && error.code, message: String(error && error.message) } });
  }
});
`;

/** An error the worker reported, with the driver's code (so isUniqueViolation and friends work). */
class CommitError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'SqliteError';
  }
}

/**
 * Runs commits of a SQLite file on a worker thread with a connection of its own: each commit's
 * statements in one durable transaction (WAL, synchronous=FULL), answered when it is on disk.
 */
export class SqliteCommitWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { done: () => void; fail: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;

  constructor(file: string) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver: SQLITE_DRIVER_PATH, file },
    });
    this.worker.unref();
    this.worker.on('message', (reply: CommitReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.ok) waiting?.done();
      else waiting?.fail(new CommitError(reply.error.message, reply.error.code));
    });
    const stop = (error: Error) => {
      this.failure = error;
      for (const waiting of this.waiting.values()) waiting.fail(error);
      this.waiting.clear();
    };
    this.worker.on('error', stop);
    this.worker.on('exit', () =>
      stop(new CommitError('the commit worker stopped', 'SQLITE_IOERR')),
    );
  }

  /** Commits the statements as one transaction; resolves once it is durable. */
  commit(queries: readonly CompiledQuery[]): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const statements: Statement[] = queries.map(({ sql, parameters }) => ({ sql, parameters }));
    return new Promise<void>((done, fail) => {
      this.waiting.set(id, { done: () => done(), fail });
      if (this.waiting.size === 1) this.worker.ref();
      this.worker.postMessage({ id, statements });
    }).finally(() => {
      if (this.waiting.size === 0) this.worker.unref();
    });
  }

  /** Stops the worker (its connection closes with it). */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
