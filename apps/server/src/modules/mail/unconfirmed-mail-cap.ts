import { HOUR_MS } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { MailOutboxRepository, type MailKind } from './mail-outbox.repository';
import {
  UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR,
  UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY,
} from '../../config/limits';

/** The mails that go (or may go: a group's admin link) to addresses nobody has confirmed yet. */
const TO_UNCONFIRMED: MailKind[] = [
  'registration_confirm',
  'password_reset_unconfirmed',
  'newsletter_confirm',
  'group_admin',
];

const refused = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', undefined, { 'retry-after': String(retryAfterSeconds) });

/**
 * Refuses (429 `rate_limited`) another mail to an unconfirmed address when its mailbox (however
 * the address is spelt: `"Victim"@…`, `victim+1@…`, mailbox-key.ts) had UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR of them in the last hour or
 * UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY in the last day, or once UNCONFIRMED_MAILS_PER_HOUR of
 * them were queued in the last hour for everyone; counted in the database across every instance.
 * The site cannot be used to mail strangers in bulk nor one stranger often. Call it after the
 * client's own limits (unconfirmed-mail-clients), so a client that used its share costs nobody
 * else theirs. `perHour` 0 turns the checks off.
 */
export async function assertUnconfirmedMailQuota(
  db: Kysely<DatabaseSchema>,
  { perHour, recipient }: { perHour: number; recipient: string },
): Promise<void> {
  if (perHour <= 0) return;
  const outbox = new MailOutboxRepository(db);
  const now = Date.now();
  const lastDay = await outbox.countQueuedSince(TO_UNCONFIRMED, new Date(now - 24 * HOUR_MS), {
    recipient,
  });
  if (lastDay >= UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY) throw refused(3600);
  const lastHour = await outbox.countQueuedSince(TO_UNCONFIRMED, new Date(now - HOUR_MS), {
    recipient,
  });
  if (lastHour >= UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR) throw refused(600);
  const queued = await outbox.countQueuedSince(TO_UNCONFIRMED, new Date(now - HOUR_MS));
  if (queued >= perHour) throw refused(600);
}
