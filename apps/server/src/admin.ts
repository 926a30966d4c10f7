// `npm run admin -- <command>`: the operator's commands (content, users, research export,
// statistics, backups). Reads the same configuration as the server; see admin/commands.ts.
import { createInterface } from 'node:readline/promises';
import { runAdmin } from './admin/run-admin';
import type { AdminIo } from './admin/admin-command';

const io: AdminIo = {
  stdout: process.stdout,
  stderr: process.stderr,
  stderrIsTty: Boolean(process.stderr.isTTY),
  confirm: async (question) => {
    if (!process.stdin.isTTY) return false;
    const prompt = createInterface({ input: process.stdin, output: process.stderr });
    try {
      return /^y(es)?$/i.test((await prompt.question(question)).trim());
    } finally {
      prompt.close();
    }
  },
};

process.exitCode = await runAdmin(process.argv.slice(2), { io });
