import { DAY_MS } from '@values-cross/core';
import type { CompiledQuery, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { statementTemplate } from '../../db/statement-template';
import { funnelLanguage, type FunnelEvent } from './funnel-events';

/** One funnel count: how often an event happened on a UTC day in a language. */
export interface FunnelCount {
  day: string;
  event: string;
  language: string;
  count: number;
}

/** The UTC day (YYYY-MM-DD) a moment falls on. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

/** The upsert that adds a count to its day's count, with the stored values as given (not yet run). */
function funnelCountUpsert(db: Kysely<DatabaseSchema>, row: FunnelCount) {
  return db
    .insertInto('funnel_counts')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'event', 'language'])
        .doUpdateSet((eb) => ({ count: eb('funnel_counts.count', '+', eb.ref('excluded.count')) })),
    );
}

/** What to count: `count` occurrences of an event (1 by default) at a moment (now by default). */
export interface FunnelOccurrences {
  event: FunnelEvent;
  language?: string | null;
  count?: number;
  at?: Date;
}

/** The upsert that adds `count` occurrences of an event to its day's count (not yet run). */
export function funnelCountQuery(
  db: Kysely<DatabaseSchema>,
  { event, language, count = 1, at }: FunnelOccurrences,
) {
  return funnelCountUpsert(db, {
    day: utcDay(at),
    event,
    language: funnelLanguage(language),
    count,
  });
}

/**
 * The same upsert compiled once for a database (db/statement-template.ts), for a path that counts
 * on every request: each call only binds its values.
 */
export function funnelCountCompiler(
  db: Kysely<DatabaseSchema>,
): (occurrences: FunnelOccurrences) => CompiledQuery {
  const template = statementTemplate(4, (slot) =>
    funnelCountUpsert(db, {
      day: slot(0),
      event: slot(1),
      language: slot(2),
      count: slot(3),
    }).compile(),
  );
  return ({ event, language, count = 1, at }) =>
    template([utcDay(at), event, funnelLanguage(language), count]);
}

/**
 * Counts one funnel event (an upsert adding 1). Pass a transaction to count a server-side event
 * together with the change it stands for.
 */
export async function countFunnelEvent(
  db: Kysely<DatabaseSchema>,
  event: { event: FunnelEvent; language?: string | null; at?: Date },
): Promise<void> {
  await funnelCountQuery(db, event).execute();
}

/** Every count from a UTC day on (inclusive), oldest day first. */
export async function funnelCountsSince(
  db: Kysely<DatabaseSchema>,
  firstDay: string,
): Promise<FunnelCount[]> {
  const rows = await db
    .selectFrom('funnel_counts')
    .selectAll()
    .where('day', '>=', firstDay)
    .orderBy('day')
    .orderBy('event')
    .orderBy('language')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** The first UTC day of a window of `days` days ending today. */
export function firstDayOf(days: number, today: Date = new Date()): string {
  return utcDay(new Date(today.getTime() - (days - 1) * DAY_MS));
}
