import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { AnswerSetRepository, newResultCode, type StoredAnswerSet } from '../answer-sets';

/**
 * The queries of the personal-data registry: for every table that holds data about a person,
 * how to read it for an export and how to erase it. Pass a transaction to take part in it.
 */
export class PersonalDataRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Deletes an account row (the rows pointing at it go first). */
  async deleteUser(userId: number): Promise<number> {
    const result = await this.db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A user's results, oldest first (without the secret's hash: it is no one's data). */
  async ownedAnswerSets(userId: number): Promise<Omit<StoredAnswerSet, 'secretHash'>[]> {
    const rows = await this.db
      .selectFrom('answer_sets')
      .select('code')
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .execute();
    const answerSets = new AnswerSetRepository(this.db);
    const found = await Promise.all(rows.map((row) => answerSets.findByCode(row.code)));
    return found
      .filter((set) => set !== undefined)
      .map(({ secretHash, ...answerSet }) => answerSet);
  }

  /** What a user told about themselves for each of their results (canton, age band, region). */
  async ownedAbout(userId: number) {
    return this.db
      .selectFrom('result_about')
      .innerJoin('answer_sets', 'answer_sets.code', 'result_about.code')
      .select([
        'result_about.code as result',
        'result_about.canton as canton',
        'result_about.age_band as ageBand',
        'result_about.language_region as languageRegion',
        'result_about.consented_at as consentedAt',
      ])
      .where('answer_sets.owner_id', '=', userId)
      .orderBy('result_about.consented_at')
      .execute();
  }

  /** Deletes what a user told about themselves for their results. */
  async deleteOwnedAbout(userId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('result_about')
      .where('code', 'in', (eb) =>
        eb.selectFrom('answer_sets').select('code').where('owner_id', '=', userId),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes the owner from a user's results; they stay as anonymous results. */
  async detachAnswerSets(userId: number): Promise<number> {
    const owned = await this.db
      .selectFrom('answer_sets')
      .select('code')
      .where('owner_id', '=', userId)
      .execute();
    // A new code each: a code ever published or shared next to the person's name no longer
    // leads to their answers; the anonymous scores stay in the statistics. The account's pointer
    // to its cross goes first (the account is being deleted). Without a secret, no one can claim
    // them again.
    await this.db
      .updateTable('users')
      .set({ swiss_cross: null })
      .where('id', '=', userId)
      .execute();
    for (const { code } of owned) {
      await this.db
        .updateTable('answer_sets')
        .set({ owner_id: null, code: newResultCode(), secret_hash: null })
        .where('code', '=', code)
        .execute();
    }
    return owned.length;
  }

  /** The groups a user created, oldest first (no member data: groups have none of their own). */
  async createdGroups(userId: number): Promise<Record<string, unknown>[]> {
    const rows = await this.db
      .selectFrom('groups')
      .select(['code', 'name', 'language', 'closed', 'created_at'])
      .where('creator_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      language: row.language,
      closed: Boolean(row.closed),
      createdAt: row.created_at,
    }));
  }

  /** Deletes the groups a user created; their members' results stay, in no group. */
  async deleteCreatedGroups(userId: number): Promise<number> {
    const created = await this.db
      .selectFrom('groups')
      .select('id')
      .where('creator_id', '=', userId)
      .execute();
    for (const { id } of created) {
      await this.db
        .updateTable('answer_sets')
        .set({ group_id: null })
        .where('group_id', '=', Number(id))
        .execute();
      await this.db.deleteFrom('groups').where('id', '=', Number(id)).execute();
    }
    return created.length;
  }

  /** Deletes the pictures of a user's results. */
  async deleteResultPictures(userId: number): Promise<number> {
    const owned = this.db.selectFrom('answer_sets').select('code').where('owner_id', '=', userId);
    const result = await this.db
      .deleteFrom('result_pictures')
      .where('code', 'in', owned)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every stored size of a user's portrait, largest first. */
  portraits(userId: number) {
    return this.db
      .selectFrom('portrait_images')
      .select(['size', 'content_type', 'data'])
      .where('user_id', '=', userId)
      .orderBy('size', 'desc')
      .execute();
  }

  /** Deletes every size of a user's portrait. */
  async deletePortraits(userId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('portrait_images')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A user's refresh tokens (their logins), oldest first; the tokens themselves are not stored. */
  refreshTokens(userId: number) {
    return this.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'login_at', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** Deletes a user's refresh tokens (ends every login). */
  async deleteRefreshTokens(userId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('refresh_tokens')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes a user's single-use link tokens (confirmation, password reset). */
  async deleteLinkTokens(userId: number): Promise<number> {
    const result = await this.db
      .deleteFrom('account_tokens')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Deletes the failed logins counted under an account's login-failure key. */
  async deleteLoginFailures(accountKey: string): Promise<number> {
    const result = await this.db
      .deleteFrom('login_failures')
      .where((eb) =>
        eb.or([eb('account_key', '=', accountKey), eb('account_key', 'like', `${accountKey}:%`)]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The mails queued for or sent to an address (by its key), oldest first; never their bodies. */
  mailsTo(emailKey: string) {
    return this.db
      .selectFrom('mail_outbox')
      .select(['kind', 'language', 'subject', 'created_at', 'sent_at'])
      .where('recipient_key', '=', emailKey)
      .orderBy('created_at')
      .execute();
  }

  /** Deletes the mails queued for or sent to an address (by its key). */
  async deleteMailsTo(emailKey: string): Promise<number> {
    const result = await this.db
      .deleteFrom('mail_outbox')
      .where('recipient_key', '=', emailKey)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The newsletter subscription of an address (by its key), or undefined. */
  newsletterSubscription(emailKey: string) {
    return this.db
      .selectFrom('newsletter_subscriptions')
      .select(['email', 'first_name', 'last_name', 'language', 'confirmed_at', 'created_at'])
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  }

  /** Deletes the newsletter subscription of an address (by its key). */
  async deleteNewsletterSubscription(emailKey: string): Promise<number> {
    const result = await this.db
      .deleteFrom('newsletter_subscriptions')
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
