import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { firstDayOf, funnelCountsSince, type FunnelCount } from '../funnel';
import { NewsletterRepository } from '../newsletter';
import { StatisticsRepository, summarise } from '../statistics';
import {
  OperatorStatsRepository,
  type GroupCounts,
  type UserCounts,
} from './operator-stats.repository';

/** The numbers an operator looks at: results, people, consents, subscribers and the funnel. */
export interface OperatorStats {
  statistics: ReturnType<typeof summarise>;
  users: UserCounts;
  groups: GroupCounts;
  newsletter: { confirmed: number; pending: number };
  funnel: { firstDay: string; days: number; counts: FunnelCount[] };
}

/** Gathers the operator's numbers; the funnel covers the last `days` UTC days. */
export async function operatorStats(
  db: Kysely<DatabaseSchema>,
  { days = 30 }: { days?: number } = {},
): Promise<OperatorStats> {
  const firstDay = firstDayOf(days);
  return {
    statistics: summarise(await new StatisticsRepository(db).groups()),
    users: await new OperatorStatsRepository(db).userCounts(),
    groups: await new OperatorStatsRepository(db).groupCounts(),
    newsletter: await new NewsletterRepository(db).counts(),
    funnel: { firstDay, days, counts: await funnelCountsSince(db, firstDay) },
  };
}
