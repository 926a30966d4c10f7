import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { emailKey } from './user.repository';

/** What deleting a person removed, row counts per kind of data. */
export interface DeletionReport {
  userId: number | null;
  answerSets: number;
  portraitImages: number;
  refreshTokens: number;
  linkTokens: number;
  loginFailures: number;
  mails: number;
  newsletterSubscriptions: number;
}

async function count(result: Promise<{ numDeletedRows: bigint }>): Promise<number> {
  return Number((await result).numDeletedRows);
}

/**
 * Deletes a person and all their data by e-mail address (the operator's answer to a deletion
 * request; spec 6: not self-service): the account, their results, portrait, logins, tokens,
 * queued mails and newsletter subscription, in one transaction. The running statistics keep
 * their anonymous sums. Null when nothing is stored under that address.
 */
export async function deleteUserByEmail(
  db: Kysely<DatabaseSchema>,
  email: string,
): Promise<DeletionReport | null> {
  const key = emailKey(email);
  const report = await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', key)
      .executeTakeFirst();
    const userId = user ? Number(user.id) : null;
    const byUser = (table: 'portrait_images' | 'refresh_tokens' | 'account_tokens') =>
      userId === null
        ? Promise.resolve(0)
        : count(trx.deleteFrom(table).where(sql.ref('user_id'), '=', userId).executeTakeFirst());
    const removed: DeletionReport = {
      userId,
      portraitImages: await byUser('portrait_images'),
      refreshTokens: await byUser('refresh_tokens'),
      linkTokens: await byUser('account_tokens'),
      answerSets: 0,
      loginFailures: await count(
        trx.deleteFrom('login_failures').where('account_key', '=', key).executeTakeFirst(),
      ),
      mails: await count(
        trx
          .deleteFrom('mail_outbox')
          .where((eb) => eb(eb.fn('lower', ['recipient']), '=', key))
          .executeTakeFirst(),
      ),
      newsletterSubscriptions: await count(
        trx.deleteFrom('newsletter_subscriptions').where('email_key', '=', key).executeTakeFirst(),
      ),
    };
    if (userId !== null) {
      await trx.deleteFrom('users').where('id', '=', userId).execute();
      removed.answerSets = await count(
        trx.deleteFrom('answer_sets').where('owner_id', '=', userId).executeTakeFirst(),
      );
    }
    return removed;
  });
  const total = Object.entries(report).reduce(
    (sum, [name, value]) => (name === 'userId' ? sum : sum + Number(value)),
    0,
  );
  return report.userId === null && total === 0 ? null : report;
}
