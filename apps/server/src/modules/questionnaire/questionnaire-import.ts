import type { FastifyBaseLogger } from 'fastify';
import { questionnaires, versionsInOrder } from '@values-cross/content';
import type { Database } from '../../db/database';
import { QuestionnaireRepository } from './questionnaire.repository';

/**
 * Imports every questionnaire version shipped with the app that the database does not have yet.
 * Idempotent, and safe when several instances start at once (insert-if-missing).
 */
export async function importShippedQuestionnaires(
  database: Database,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<string[]> {
  const repository = new QuestionnaireRepository(database.db);
  const imported: string[] = [];
  for (const version of versionsInOrder()) {
    const questionnaire = questionnaires[version];
    if (questionnaire && (await repository.importIfMissing(questionnaire))) {
      imported.push(version);
      log?.info({ version }, 'questionnaire version imported');
    }
  }
  return imported;
}
