import { questionnaires, versionsInOrder } from '@values-cross/content';
import type { Database } from '../db/database';
import { QuestionnaireRepository } from '../modules/questionnaire';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

/**
 * Imports a shipped questionnaire version (or every shipped version) into the database unless
 * it is there already: running it again changes nothing.
 */
export async function importContent(
  database: Database,
  { io, version }: { io: AdminIo; version?: string | undefined },
): Promise<void> {
  const shipped = versionsInOrder();
  if (version !== undefined && !shipped.includes(version)) {
    throw new AdminError(`Unknown version "${version}"; shipped: ${shipped.join(', ')}`);
  }
  const repository = new QuestionnaireRepository(database.db);
  for (const name of version === undefined ? shipped : [version]) {
    const questionnaire = questionnaires[name];
    if (!questionnaire) continue;
    const imported = await repository.importIfMissing(questionnaire);
    println(io.stdout, imported ? `${name}: imported` : `${name}: already in the database`);
  }
}

/** `content:import [version]`: imports shipped questionnaire versions, idempotently. */
export const contentImportCommand: AdminCommand = {
  name: 'content:import',
  usage: '[version]',
  summary: 'Import a shipped questionnaire version (default: all) into the database',
  options: {},
  positionals: { min: 0, max: 1 },
  run: async ({ io, database }, { positionals }) =>
    importContent(await database(), { io, version: positionals[0] }),
};
