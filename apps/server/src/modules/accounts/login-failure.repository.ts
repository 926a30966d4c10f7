import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** Failed logins, in the database so every instance sharing it counts the same attempts. */
export class LoginFailureRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Records a failed login and drops records older than `forgetBefore`. */
  async record(input: { accountKey: string; address: string; forgetBefore: Date }): Promise<void> {
    await this.db
      .deleteFrom('login_failures')
      .where('created_at', '<', input.forgetBefore.toISOString())
      .execute();
    await this.db
      .insertInto('login_failures')
      .values({
        account_key: input.accountKey,
        address: input.address,
        created_at: new Date().toISOString(),
      })
      .execute();
  }

  /** The number of failures and the oldest one's time since `since`, for an account or address. */
  async since(
    by: { accountKey: string } | { address: string },
    since: Date,
  ): Promise<{ count: number; oldest: string | null }> {
    const row = await this.db
      .selectFrom('login_failures')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.min('created_at').as('oldest')])
      .$if('accountKey' in by, (q) =>
        q.where('account_key', '=', (by as { accountKey: string }).accountKey),
      )
      .$if('address' in by, (q) => q.where('address', '=', (by as { address: string }).address))
      .where('created_at', '>=', since.toISOString())
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ?? null };
  }

  /** Forgets an account's failures (after a successful login or a password reset). */
  async clearAccount(accountKey: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('account_key', '=', accountKey).execute();
  }
}
