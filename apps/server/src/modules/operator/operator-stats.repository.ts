import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** How many people registered, confirmed, have a cross and consented to the gallery. */
export interface UserCounts {
  total: number;
  confirmed: number;
  withCross: number;
  galleryConsents: number;
}

/** The counts an operator reads about accounts (numbers only, nobody's data). */
export class OperatorStatsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Counts the accounts. */
  async userCounts(): Promise<UserCounts> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('email_confirmed_at').as('confirmed'),
        eb.fn.count<number | string>('swiss_cross').as('withCross'),
      ])
      .executeTakeFirstOrThrow();
    const consents = await this.db
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
}
