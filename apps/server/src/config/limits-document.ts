import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { limitsTable } from './limits-table';

/** The document whose table of limits is written from limits.ts. */
export const DEPLOY_GUIDE = join(import.meta.dirname, '../../../../docs/deploy.md');
export const TABLE_START =
  '<!-- The table of limits: written by `npm run docs:limits` from apps/server/src/config/limits.ts. -->';
export const TABLE_END = '<!-- End of the table of limits. -->';

/** The guide's table of limits as it stands, between its two marks. */
export function documentedTable(guide = readFileSync(DEPLOY_GUIDE, 'utf8')): string {
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${DEPLOY_GUIDE} has no marked table of limits`);
  return guide.slice(start + TABLE_START.length, end);
}

/** Writes the table of limits.ts into the guide (Prettier pads its columns afterwards). */
export function writeLimitsTable(): void {
  const guide = readFileSync(DEPLOY_GUIDE, 'utf8');
  const table = documentedTable(guide);
  writeFileSync(DEPLOY_GUIDE, guide.replace(table, `\n\n${limitsTable()}\n\n`));
}

if (process.argv[1] === import.meta.filename) writeLimitsTable();
