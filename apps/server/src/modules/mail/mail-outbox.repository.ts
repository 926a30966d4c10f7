import { DAY_MS, MINUTE_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { mailboxKey } from './mailbox-key';
import type { RenderedMail } from './templates/layout';

/** Which mail a queued message is (for logs and the data export; never its content). */
export type MailKind =
  | 'registration_confirm'
  | 'password_reset'
  /** A reset link to an account whose address was never confirmed: a mail to an unconfirmed address. */
  | 'password_reset_unconfirmed'
  | 'newsletter_confirm'
  | 'group_admin';

/** A mail claimed by a worker, ready to hand to the transport. */
export interface ClaimedMail {
  id: number;
  recipient: string;
  kind: string;
  /** The language the mail is written in (it names the sender too). */
  language: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/** How long a worker holds a claimed mail before another worker may take it over. */
export const CLAIM_LEASE_MS = 2 * MINUTE_MS;

/**
 * Queues a mail. Call it with the transaction of the change that causes the mail, so the mail
 * exists exactly when the change does.
 */
export async function enqueueMail(
  db: Kysely<DatabaseSchema>,
  mail: {
    to: string;
    /** The address's key (accounts' emailKey), which deletion and export look mails up by. */
    toKey: string;
    kind: MailKind;
    language: string;
    message: RenderedMail;
  },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      recipient_key: mail.toKey,
      mailbox_key: mailboxKey(mail.to),
      kind: mail.kind,
      language: mail.language,
      subject: mail.message.subject,
      text_body: mail.message.text,
      html_body: mail.message.html,
      created_at: now,
      next_attempt_at: now,
    })
    .execute();
}

/** How long a sent mail's row (recipient, kind, subject, times) is kept: 30 days. */
export const SENT_MAIL_KEPT_MS = 30 * DAY_MS;

/** Deletes the rows of mails sent more than 30 days ago (housekeeping). */
export function purgeSentMail(db: Kysely<DatabaseSchema>, now = new Date()): Promise<number> {
  return new MailOutboxRepository(db).purgeSentBefore(new Date(now.getTime() - SENT_MAIL_KEPT_MS));
}

/** The queue of outgoing mails as the worker sees it. */
export class MailOutboxRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Claims up to `limit` due mails for this worker: each claim is a conditional update, so of
   * two workers racing for a mail exactly one gets it; a crashed worker's lease runs out.
   */
  async claimDue(limit: number, now = new Date()): Promise<ClaimedMail[]> {
    const nowIso = now.toISOString();
    const candidates = await this.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
      // Oldest first; mails queued in the same millisecond in the order they were queued (without
      // the id, PostgreSQL may return equal times in any order).
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: ClaimedMail[] = [];
    const until = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    for (const { id } of candidates) {
      const result = await this.db
        .updateTable('mail_outbox')
        .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) continue;
      const row = await this.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      claimed.push({
        id: Number(row.id),
        recipient: row.recipient,
        kind: row.kind,
        language: row.language,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attempts: row.attempts,
      });
    }
    return claimed;
  }

  /** Marks a mail sent and forgets its content (it may hold a link with a token). */
  async markSent(id: number): Promise<void> {
    await this.db
      .updateTable('mail_outbox')
      .set({ sent_at: new Date().toISOString(), claimed_until: null, text_body: '', html_body: '' })
      .where('id', '=', id)
      .execute();
  }

  /** Releases a mail that could not be sent, to be tried again at `retryAt`. */
  async markFailed(id: number, { retryAt, error }: { retryAt: Date; error: string }) {
    await this.db
      .updateTable('mail_outbox')
      .set({
        claimed_until: null,
        next_attempt_at: retryAt.toISOString(),
        last_error: error.slice(0, 500),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes mails sent before `before` (housekeeping; their bodies went when they were sent). */
  async purgeSentBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('mail_outbox')
      .where('sent_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * How many mails of these kinds were queued since `since` (on every instance), to the mailbox
   * an address reaches (however it is spelt: mailboxKey) or to all.
   */
  async countQueuedSince(
    kinds: MailKind[],
    since: Date,
    { recipient }: { recipient?: string } = {},
  ): Promise<number> {
    let query = this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('kind', 'in', kinds)
      .where('created_at', '>=', since.toISOString());
    if (recipient !== undefined) query = query.where('mailbox_key', '=', mailboxKey(recipient));
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
