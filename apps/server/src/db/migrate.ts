import { Migrator } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

/**
 * Brings the schema up to date. Safe when several instances start at once: Kysely takes a lock
 * in the database while it migrates.
 */
export async function migrateToLatest({ db }: Database): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
