import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';

/** What is known of the attempts before one: how many, and when the latest began. */
export interface EarlierAttempts {
  count: number;
  oldest: string | null;
  latest: string | null;
}

/**
 * Login attempts and failures, in the database so every instance sharing it counts the same
 * attempts. An attempt is stored before its password is checked and stays as a failure when
 * the password was wrong; a right password or a refused attempt removes it again.
 */
export class LoginFailureRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores an attempt (a failure until it is forgotten) and returns its id. */
  async record(input: { accountKey: string; address: string }): Promise<number> {
    const row = await this.db
      .insertInto('login_failures')
      .values({
        account_key: input.accountKey,
        address: input.address,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * The attempts and failures other than `except` since `since`, for an account or address:
   * counting every stored attempt (also those still being checked) keeps the count atomic.
   */
  async othersSince(
    by: { accountKey: string } | { address: string },
    { since, except }: { since: Date; except: number },
  ): Promise<EarlierAttempts> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => [
        eb.fn.countAll().as('count'),
        eb.fn.min('created_at').as('oldest'),
        eb.fn.max('created_at').as('latest'),
      ])
      .$if('accountKey' in by, (q) =>
        q.where('account_key', '=', (by as { accountKey: string }).accountKey),
      )
      .$if('address' in by, (q) => q.where('address', '=', (by as { address: string }).address))
      .where('created_at', '>=', since.toISOString())
      .where('id', '!=', except)
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ?? null, latest: row.latest ?? null };
  }

  /** Removes one attempt (the password was right, or the attempt was refused unchecked). */
  async forget(id: number): Promise<void> {
    await this.db.deleteFrom('login_failures').where('id', '=', id).execute();
  }

  /** Forgets the failures counted in one bucket (an account, or one trusted device of it). */
  async clearBucket(bucket: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account_key', '=', bucket).execute();
  }

  /** Forgets an account's failures, its trusted devices' too (a password reset). */
  async clearAccount(accountKey: string): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where((eb) =>
        eb.or([eb('account_key', '=', accountKey), eb('account_key', 'like', `${accountKey}:%`)]),
      )
      .execute();
  }

  /** Drops failures older than `before` (housekeeping). */
  async purgeBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('login_failures')
      .where('created_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
