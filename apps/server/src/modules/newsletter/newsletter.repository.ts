import { DAY_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** The fields a (re)subscription writes. */
export interface SubscriptionFields {
  first_name: string | null;
  last_name: string | null;
  language: string;
  confirm_token_hash: string;
  updated_at: string;
}

/** How long a newsletter confirmation link works: 7 days. */
export const NEWSLETTER_LINK_VALID_MS = 7 * DAY_MS;

/** Newsletter subscriptions in the database; pass a transaction to take part in it. */
export class NewsletterRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The subscription of an address (by its key), or undefined. */
  findByEmailKey(emailKey: string) {
    return this.db
      .selectFrom('newsletter_subscriptions')
      .select(['id', 'confirmed_at', 'updated_at'])
      .where('email_key', '=', emailKey)
      .executeTakeFirst();
  }

  /** Gives an unconfirmed subscription new fields (names, language, a new confirmation token). */
  async update(id: number | string, fields: SubscriptionFields): Promise<void> {
    await this.db
      .updateTable('newsletter_subscriptions')
      .set(fields)
      .where('id', '=', id)
      .execute();
  }

  /** Stores a new, unconfirmed subscription. */
  async insert(
    subscription: SubscriptionFields & { email: string; email_key: string; created_at: string },
  ): Promise<void> {
    await this.db
      .insertInto('newsletter_subscriptions')
      .values({ ...subscription, confirmed_at: null })
      .execute();
  }

  /** Confirms the unconfirmed subscription with this token hash; false when there is none. */
  async confirm(tokenHash: string, now = new Date()): Promise<'confirmed' | 'expired' | 'unknown'> {
    const issuedAfter = new Date(now.getTime() - NEWSLETTER_LINK_VALID_MS).toISOString();
    const result = await this.db
      .updateTable('newsletter_subscriptions')
      .set({
        confirmed_at: now.toISOString(),
        confirm_token_hash: null,
        updated_at: now.toISOString(),
      })
      .where('confirm_token_hash', '=', tokenHash)
      .where('confirmed_at', 'is', null)
      // The token was issued when the row was last updated (subscribing again renews both).
      .where('updated_at', '>=', issuedAfter)
      .executeTakeFirst();
    if (result.numUpdatedRows === 1n) return 'confirmed';
    const stale = await this.db
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('confirm_token_hash', '=', tokenHash)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    return stale ? 'expired' : 'unknown';
  }

  /** How many subscriptions are confirmed and how many still wait for confirmation. */
  async counts(): Promise<{ confirmed: number; pending: number }> {
    const row = await this.db
      .selectFrom('newsletter_subscriptions')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>('confirmed_at').as('confirmed'),
      ])
      .executeTakeFirstOrThrow();
    return { confirmed: Number(row.confirmed), pending: Number(row.total) - Number(row.confirmed) };
  }
}
