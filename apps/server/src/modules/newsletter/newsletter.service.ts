import { isLocale, type Locale, MINUTE_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors';
import type { DatabaseSchema } from '../../db/schema';
import { linkProblem, newLinkToken, tokenHash, emailKey } from '../accounts';
import { countFunnelEvent } from '../funnel';
import {
  assertUnconfirmedMailQuota,
  enqueueMail,
  greetableName,
  newsletterConfirmMail,
  type MailClient,
} from '../mail';
import { NewsletterRepository } from './newsletter.repository';

/** A subscription as sent by the newsletter form (product.md §7 user/). */
export interface Subscription {
  email: string;
  firstName?: string | undefined;
  lastName?: string | undefined;
  language?: string | undefined;
}

/** An unconfirmed address gets another confirmation mail at most this often. */
export const RESEND_AFTER_MS = 5 * MINUTE_MS;

/**
 * Subscribes an address with double opt-in: queues a confirmation mail in the same transaction.
 * Subscribing again is harmless: a confirmed address stays as it is, an unconfirmed one gets a
 * fresh link (at most every 5 minutes). The answer never tells which was the case. A mail
 * passes the client's share of mails to unconfirmed addresses, then the recipient's and
 * everyone's (429 `rate_limited` beyond either); nothing is written then.
 */
export async function subscribe(
  db: Kysely<DatabaseSchema>,
  {
    subscription,
    publicUrl,
    unconfirmedMailsPerHour,
    client,
  }: {
    subscription: Subscription;
    publicUrl: string;
    unconfirmedMailsPerHour: number;
    client: MailClient;
  },
): Promise<void> {
  const key = emailKey(subscription.email);
  const language: Locale = isLocale(subscription.language) ? subscription.language : 'de';
  const now = new Date();
  const token = newLinkToken();
  const fields = {
    first_name: subscription.firstName ?? null,
    last_name: subscription.lastName ?? null,
    language,
    confirm_token_hash: tokenHash(token),
    updated_at: now.toISOString(),
  };
  /** Whether a subscription as it stands now gets a (new) confirmation mail. */
  const mails = (existing: Awaited<ReturnType<NewsletterRepository['findByEmailKey']>>) =>
    !existing ||
    (!existing.confirmed_at && Date.parse(existing.updated_at) <= now.getTime() - RESEND_AFTER_MS);
  if (!mails(await new NewsletterRepository(db).findByEmailKey(key))) return;
  await client.assertMayMail();
  await assertUnconfirmedMailQuota(db, {
    perHour: unconfirmedMailsPerHour,
    recipient: subscription.email,
  });
  let queued = false;
  try {
    await db.transaction().execute(async (trx) => {
      const subscriptions = new NewsletterRepository(trx);
      const existing = await subscriptions.findByEmailKey(key);
      if (!mails(existing)) return;
      if (existing) {
        await subscriptions.update(existing.id, fields);
      } else {
        await subscriptions.insert({
          ...fields,
          email: subscription.email.trim(),
          email_key: key,
          created_at: now.toISOString(),
        });
        await countFunnelEvent(trx, { event: 'newsletter_subscription', language });
      }
      const message = newsletterConfirmMail({
        language,
        // The address is not confirmed: only a name that can carry no message greets.
        firstName: greetableName(subscription.firstName),
        publicUrl,
        token,
      });
      await enqueueMail(trx, {
        to: subscription.email.trim(),
        toKey: key,
        kind: 'newsletter_confirm',
        language,
        message,
      });
      queued = true;
    });
  } catch (error) {
    // Two identical subscriptions at the same moment: the other one queued the mail.
    if (!isUniqueViolation(error)) throw error;
  }
  if (queued) await client.mailed();
}

/** Confirms a subscription with the token of its confirmation mail (single use, 7 days). */
export async function confirmSubscription(
  db: Kysely<DatabaseSchema>,
  token: string,
): Promise<void> {
  const outcome = await new NewsletterRepository(db).confirm(tokenHash(token));
  if (outcome === 'expired') throw linkProblem('token_expired');
  if (outcome !== 'confirmed') throw linkProblem('token_invalid');
}
