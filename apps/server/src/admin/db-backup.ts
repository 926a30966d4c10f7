import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SQLite } from '../db/sqlite-driver.mjs';
import { dialectOf, sqliteFilePath } from '../db/database';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

/**
 * Copies a live SQLite database to `target` with SQLite's online backup API: consistent while
 * the server keeps writing. PostgreSQL is backed up with pg_dump instead (docs/deploy.md).
 */
export async function backupDatabase({
  io,
  databaseUrl,
  target,
}: {
  io: AdminIo;
  databaseUrl: string;
  target: string;
}): Promise<void> {
  if (dialectOf(databaseUrl) === 'postgres') {
    throw new AdminError(
      'db:backup is for SQLite; back up PostgreSQL with pg_dump (docs/deploy.md).',
    );
  }
  const source = sqliteFilePath(databaseUrl);
  if (source === ':memory:' || !existsSync(source)) {
    throw new AdminError(`No SQLite database at ${source}.`);
  }
  const destination = resolve(target);
  if (existsSync(destination)) throw new AdminError(`${destination} exists; choose a new file.`);
  const sqlite = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await sqlite.backup(destination);
    println(io.stdout, `Backed up ${source} to ${destination} (${totalPages} pages).`);
  } finally {
    sqlite.close();
  }
}

/** `db:backup <file>`: an online backup of the SQLite database. */
export const dbBackupCommand: AdminCommand = {
  name: 'db:backup',
  usage: '<file>',
  summary: 'Online backup of the SQLite database into a new file (PostgreSQL: use pg_dump)',
  options: {},
  positionals: { min: 1, max: 1 },
  run: async ({ io, config }, { positionals }) =>
    backupDatabase({ io, databaseUrl: config().DATABASE_URL, target: positionals[0] ?? '' }),
};
