import type { FastifyBaseLogger } from 'fastify';
import { publishedFingerprint, questionnaires, versionsInOrder } from '@values-cross/content';
import type { Questionnaire } from '@values-cross/core';
import type { Database } from '../../db/database';
import { QuestionnaireRepository } from './questionnaire.repository';

/**
 * Imports every questionnaire version shipped with the app that the database does not have yet.
 * Idempotent, and safe when several instances start at once (insert-if-missing). A stored version
 * whose shipped file differs only in wording (same published fingerprint: every score identical)
 * takes the corrected wording; a shipped file that would score differently is never stored over
 * a published version (content:check refuses it before it ships).
 */
export async function importShippedQuestionnaires(
  database: Database,
  log?: Pick<FastifyBaseLogger, 'info'>,
): Promise<string[]> {
  const repository = new QuestionnaireRepository(database.db);
  const imported: string[] = [];
  for (const version of versionsInOrder()) {
    const questionnaire = questionnaires[version];
    if (!questionnaire) continue;
    if (await repository.importIfMissing(questionnaire)) {
      imported.push(version);
      log?.info({ version }, 'questionnaire version imported');
    } else if (await correctWording(repository, questionnaire)) {
      log?.info({ version }, 'questionnaire version wording corrected');
    }
  }
  return imported;
}

async function correctWording(
  repository: QuestionnaireRepository,
  shipped: Questionnaire,
): Promise<boolean> {
  const stored = await repository.find(shipped.version);
  if (stored === undefined || JSON.stringify(stored) === JSON.stringify(shipped)) return false;
  if (publishedFingerprint(stored) !== publishedFingerprint(shipped)) return false;
  await repository.replaceContent(shipped);
  return true;
}
