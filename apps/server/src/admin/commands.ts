import type { AdminCommand } from './admin-command';
import { contentCheckCommand } from './content-check';
import { contentImportCommand } from './content-import';
import { dbBackupCommand } from './db-backup';
import { exportAnswersCommand } from './export-answers';
import { openDataCommand } from './open-data';
import { statsCommand } from './stats';
import { usersDeleteCommand } from './users-delete';
import { validityCommand } from './validity';

/** Every operator command, in the order `--help` lists them. */
export const adminCommands: readonly AdminCommand[] = [
  contentCheckCommand,
  contentImportCommand,
  usersDeleteCommand,
  exportAnswersCommand,
  openDataCommand,
  statsCommand,
  validityCommand,
  dbBackupCommand,
];
