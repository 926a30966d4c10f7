import type { Config } from '../config/env';
import type { Database } from '../db/database';
import { loginFailureKeyFor } from '../modules/accounts';
import { deleteUserByEmail } from '../modules/personal-data';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

/**
 * Deletes a person and everything that belongs to them by e-mail address, after a confirmation
 * (or `yes`), and prints what was removed. Their results stay as anonymous results.
 */
export async function deleteUser(
  { database, config }: { database: Database; config: Config },
  { io, email, yes }: { io: AdminIo; email: string; yes: boolean },
): Promise<void> {
  const question = `Delete ${email} and everything that belongs to them? [y/N] `;
  if (!yes && !(await io.confirm(question))) {
    throw new AdminError('Not confirmed; nothing deleted (pass --yes when not on a terminal).');
  }
  const loginFailureKey = loginFailureKeyFor(config);
  const report = await deleteUserByEmail({ db: database.db, loginFailureKey }, email);
  if (!report) throw new AdminError(`Nothing is stored under ${email}.`);
  println(
    io.stdout,
    `Deleted ${email}${report.userId === null ? ' (no account)' : ` (user ${report.userId})`}:`,
  );
  for (const [what, count] of Object.entries(report)) {
    if (what !== 'userId') println(io.stdout, `  ${what}: ${count}`);
  }
}

/** `users:delete <email> [--yes]`: the operator's answer to a deletion request. */
export const usersDeleteCommand: AdminCommand = {
  name: 'users:delete',
  usage: '<email> [--yes]',
  summary: 'Delete a user and their data; their results stay, detached and anonymous',
  options: { yes: { type: 'boolean', short: 'y' } },
  positionals: { min: 1, max: 1 },
  run: async ({ io, database, config }, { values, positionals }) =>
    deleteUser(
      { database: await database(), config: config() },
      { io, email: positionals[0] ?? '', yes: values.yes === true },
    ),
};
