import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { importShippedQuestionnaires } from './modules/questionnaire';

/**
 * Migrates the schema and imports the shipped questionnaire versions the database lacks. It sits
 * above db/ because it uses a module (questionnaire import); db/ itself imports no module.
 */
export async function prepareDatabase(
  database: Database,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await migrateToLatest(database);
  await importShippedQuestionnaires(database, log);
}
