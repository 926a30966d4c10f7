import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { MailOutboxRepository, type MailKind } from './mail-outbox.repository';

/** The mails that go (or may go: a group's admin link) to addresses nobody has confirmed yet. */
const TO_UNCONFIRMED: MailKind[] = ['registration_confirm', 'newsletter_confirm', 'group_admin'];
const HOUR_MS = 60 * 60_000;

/**
 * Refuses (429 `rate_limited`) another mail to an unconfirmed address once
 * UNCONFIRMED_MAILS_PER_HOUR of them were queued in the last hour, counted in the database
 * across every instance: the site cannot be used to mail strangers in bulk. 0 turns it off.
 */
export async function assertUnconfirmedMailQuota(
  db: Kysely<DatabaseSchema>,
  perHour: number,
): Promise<void> {
  if (perHour <= 0) return;
  const since = new Date(Date.now() - HOUR_MS);
  const queued = await new MailOutboxRepository(db).countQueuedSince(TO_UNCONFIRMED, since);
  if (queued >= perHour) {
    throw new HttpError(429, 'rate_limited', undefined, { 'retry-after': '600' });
  }
}
