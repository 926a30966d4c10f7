import type { Kysely } from 'kysely';
import { GROUP_MINIMUM_MEMBERS } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';

/** How many people registered, confirmed, have a cross and consented to the gallery. */
export interface UserCounts {
  total: number;
  confirmed: number;
  withCross: number;
  galleryConsents: number;
}

/** How many groups exist, how many show a cross (the minimum rule), and their members. */
export interface GroupCounts {
  total: number;
  showingCross: number;
  members: number;
  minimumMembers: number;
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

  /**
   * Counts the groups: no group's own size is given, only how many reached the minimum of
   * members a group cross is shown for (the same rule as the API and the pages).
   */
  async groupCounts(): Promise<GroupCounts> {
    const sizes = await this.db
      .selectFrom('answer_sets')
      .select((eb) => ['group_id', eb.fn.countAll<number | string>().as('n')])
      .where('group_id', 'is not', null)
      .groupBy('group_id')
      .execute();
    const total = await this.db
      .selectFrom('groups')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      total: Number(total.n),
      showingCross: sizes.filter((size) => Number(size.n) >= GROUP_MINIMUM_MEMBERS).length,
      members: sizes.reduce((sum, size) => sum + Number(size.n), 0),
      minimumMembers: GROUP_MINIMUM_MEMBERS,
    };
  }
}
