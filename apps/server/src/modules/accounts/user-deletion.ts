import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { emailKey } from './user.repository';

/** What deleting a person removed, row counts per kind of data. */
export interface DeletionReport {
  userId: number | null;
  /** Their results, kept as anonymous results: the owner is removed, the scores stay. */
  answerSetsDetached: number;
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

async function detach(trx: Kysely<DatabaseSchema>, userId: number): Promise<number> {
  const result = await trx
    .updateTable('answer_sets')
    .set({ owner_id: null })
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes a person and all their data by e-mail address (the operator's answer to a deletion
 * request; spec 6: not self-service): the account, portrait, logins, tokens, queued mails and
 * newsletter subscription, in one transaction. Their results are detached, not deleted: an
 * anonymous result (scores, no owner) stays readable under its shared code and in the
 * statistics (docs/decisions/0004). Null when nothing is stored under that address.
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
      answerSetsDetached: 0,
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
      removed.answerSetsDetached = await detach(trx, userId);
      await trx.deleteFrom('users').where('id', '=', userId).execute();
    }
    return removed;
  });
  const total = Object.entries(report).reduce(
    (sum, [name, value]) => (name === 'userId' ? sum : sum + Number(value)),
    0,
  );
  return report.userId === null && total === 0 ? null : report;
}
