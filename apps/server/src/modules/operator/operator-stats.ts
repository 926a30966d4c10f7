import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { firstDayOf, funnelCountsSince, type FunnelCount } from '../funnel/funnel.repository';
import { StatisticsRepository } from '../statistics/statistics.repository';
import { summarise } from '../statistics/statistics-summary';

/** The numbers an operator looks at: results, people, consents, subscribers and the funnel. */
export interface OperatorStats {
  statistics: ReturnType<typeof summarise>;
  users: { total: number; confirmed: number; withCross: number; galleryConsents: number };
  newsletter: { confirmed: number; pending: number };
  funnel: { firstDay: string; days: number; counts: FunnelCount[] };
}

async function userCounts(db: Kysely<DatabaseSchema>): Promise<OperatorStats['users']> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('email_confirmed_at').as('confirmed'),
      eb.fn.count<number | string>('swiss_cross').as('withCross'),
    ])
    .executeTakeFirstOrThrow();
  const consents = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('allowed_in_gallery', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    confirmed: Number(row.confirmed),
    withCross: Number(row.withCross),
    galleryConsents: Number(consents.n),
  };
}

async function subscriberCounts(db: Kysely<DatabaseSchema>): Promise<OperatorStats['newsletter']> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('confirmed_at').as('confirmed'),
    ])
    .executeTakeFirstOrThrow();
  return { confirmed: Number(row.confirmed), pending: Number(row.total) - Number(row.confirmed) };
}

/** Gathers the operator's numbers; the funnel covers the last `days` UTC days. */
export async function operatorStats(
  db: Kysely<DatabaseSchema>,
  { days = 30 }: { days?: number } = {},
): Promise<OperatorStats> {
  const firstDay = firstDayOf(days);
  return {
    statistics: summarise(await new StatisticsRepository(db).groups()),
    users: await userCounts(db),
    newsletter: await subscriberCounts(db),
    funnel: { firstDay, days, counts: await funnelCountsSince(db, firstDay) },
  };
}
