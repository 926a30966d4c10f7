import { statisticsPath } from '@values-cross/contract/paths';
import type { Database } from '../db/database';
import { FUNNEL_EVENTS } from '../modules/funnel';
import { operatorStats, type OperatorStats } from '../modules/operator';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

function printText(io: AdminIo, stats: OperatorStats): void {
  const out = (text = '') => println(io.stdout, text);
  out(`Results (the numbers behind ${statisticsPath})`);
  if (stats.statistics.versions.length === 0) out('  (no results yet)');
  for (const v of stats.statistics.versions) {
    const languages = Object.entries(v.languages).map(([l, g]) => `${l} ${g.results}`);
    out(
      `  ${v.questionnaireVersion}: ${v.all.results} (${languages.join(', ')})${v.all.scores ? '' : `; average shown from ${stats.statistics.minimumResults}`}`,
    );
  }
  const { users, newsletter, funnel } = stats;
  out(`Users: ${users.total} (${users.confirmed} confirmed, ${users.withCross} with a cross)`);
  out(`Gallery consents: ${users.galleryConsents}`);
  out(`Newsletter: ${newsletter.confirmed} confirmed, ${newsletter.pending} pending`);
  const { groups } = stats;
  out(
    `Groups: ${groups.total} (${groups.showingCross} showing a cross from ${groups.minimumMembers} members; ${groups.members} results in groups)`,
  );
  out(`Funnel, last ${funnel.days} days from ${funnel.firstDay} (UTC):`);
  for (const event of FUNNEL_EVENTS) {
    const rows = funnel.counts.filter((c) => c.event === event);
    const byLanguage = new Map<string, number>();
    for (const row of rows)
      byLanguage.set(row.language, (byLanguage.get(row.language) ?? 0) + row.count);
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const detail = [...byLanguage].map(([l, n]) => `${l} ${n}`).join(', ');
    out(`  ${event.padEnd(24)} ${String(total).padStart(8)}${detail ? `  (${detail})` : ''}`);
  }
}

/** Prints the operator's numbers: results, users, consents, subscribers and the funnel. */
export async function printStats(
  database: Database,
  { io, days = 30, json = false }: { io: AdminIo; days?: number; json?: boolean },
): Promise<void> {
  const stats = await operatorStats(database.db, { days });
  if (json) println(io.stdout, JSON.stringify(stats, null, 2));
  else printText(io, stats);
}

/** `stats [--days N] [--json]`. */
export const statsCommand: AdminCommand = {
  name: 'stats',
  usage: '[--days N] [--json]',
  summary: 'Results per version and language, users, consents, subscribers, funnel per day',
  options: { days: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  run: async ({ io, database }, { values }) => {
    const days = values.days === undefined ? 30 : Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 3660) {
      throw new AdminError('--days must be a whole number from 1 to 3660', 2);
    }
    await printStats(await database(), { io, days, json: values.json === true });
  },
};
