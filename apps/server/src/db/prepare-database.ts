import type { FastifyBaseLogger } from 'fastify';
import { importShippedQuestionnaires } from '../modules/questionnaire/questionnaire-import';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

/** Migrates the schema and imports the shipped questionnaire versions the database lacks. */
export async function prepareDatabase(
  database: Database,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  await migrateToLatest(database);
  await importShippedQuestionnaires(database, log);
}
