// The index of the decision records (docs/decisions/README.md): number, title and status line of
// each, as the records say them. `node scripts/decision-index.mjs` writes it; `--check` fails when
// it is not what the records say (npm run lint runs the check).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';

const folder = join(import.meta.dirname, '..', 'docs', 'decisions');
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();

const rows = records.map((name) => {
  const text = readFileSync(join(folder, name), 'utf8');
  const title = (text.match(/^# \d{4} (.*)$/m)?.[1] ?? name).trim();
  const status = (text.match(/^Status: (.*)$/m)?.[1] ?? 'no status line').trim();
  const cell = (value) => value.replaceAll('|', '\\|');
  return `| [${name.slice(0, 4)}](${name}) | ${cell(title)} | ${cell(status)} |`;
});

const written = `# Decision records

Each record says what was decided, why, with which figures, and what it costs. A later record that
changes an earlier one says so, and the earlier one's status line names it. This index is written
by \`node scripts/decision-index.mjs\` from the records' titles and status lines; \`npm run lint\`
checks that it is current.

| record | decision | status |
| --- | --- | --- |
${rows.join('\n')}
`;

const path = join(folder, 'README.md');
// Laid out as prettier lays out every Markdown file of the repository (npm run lint checks both).
const index = await format(written, { ...(await resolveConfig(path)), filepath: path });
if (process.argv.includes('--check')) {
  if (readFileSync(path, 'utf8') !== index) {
    console.error('docs/decisions/README.md is not current: run node scripts/decision-index.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(path, index);
}
