import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Database } from '../db/database';
import {
  exportLayout,
  type ExportFormat,
  answerSetBatches,
  countAnswerSets,
} from '../modules/operator';
import { QuestionnaireRepository } from '../modules/questionnaire';
import { AdminError, type AdminCommand, type AdminIo } from './admin-command';
import { progressBar } from './progress-bar';

async function write(out: Writable, text: string): Promise<void> {
  if (text && !out.write(text)) await once(out, 'drain');
}

/**
 * Streams the anonymised answer sets of a questionnaire version for research (one line per
 * answer set, no code, owner, e-mail or name) in constant memory; returns how many it wrote.
 */
export async function exportAnswers(
  database: Database,
  options: {
    io: AdminIo;
    version: string;
    format: ExportFormat;
    out: Writable;
    batchSize?: number;
  },
): Promise<number> {
  const { io, version, format, out } = options;
  const questionnaire = await new QuestionnaireRepository(database.db).find(version);
  if (!questionnaire)
    throw new AdminError(`Questionnaire version "${version}" is not in the database.`);
  const layout = exportLayout(questionnaire, format);
  const total = await countAnswerSets(database.db, version);
  const progress = progressBar({ stream: io.stderr, total, enabled: io.stderrIsTty });
  let written = 0;
  await write(out, layout.header());
  for await (const batch of answerSetBatches(database.db, {
    version,
    batchSize: options.batchSize,
  })) {
    await write(out, batch.map(layout.line).join(''));
    written += batch.length;
    progress.update(written);
  }
  progress.finish();
  return written;
}

function formatOf(value: unknown): ExportFormat {
  if (value === undefined || value === 'csv') return 'csv';
  if (value === 'jsonl') return 'jsonl';
  throw new AdminError(`--format must be csv or jsonl, not "${String(value)}"`, 2);
}

/** `export:answers --version V [--format csv|jsonl] [--out FILE]`: the research export. */
export const exportAnswersCommand: AdminCommand = {
  name: 'export:answers',
  usage: '--version V [--format csv|jsonl] [--out FILE]',
  summary: 'Export the anonymised answer sets of a questionnaire version (stdout or FILE)',
  options: { version: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' } },
  positionals: { min: 0, max: 0 },
  run: async ({ io, database }, { values }) => {
    if (typeof values.version !== 'string') throw new AdminError('--version is required', 2);
    const format = formatOf(values.format);
    const file = typeof values.out === 'string' ? createWriteStream(values.out) : undefined;
    const out = file ?? io.stdout;
    const count = await exportAnswers(await database(), {
      io,
      version: values.version,
      format,
      out,
    });
    if (file) {
      file.end();
      await finished(file);
      io.stderr.write(`${count} answer set(s) written to ${values.out}\n`);
    }
  },
};
