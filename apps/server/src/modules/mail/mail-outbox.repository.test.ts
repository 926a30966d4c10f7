import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { enqueueMail, MailOutboxRepository } from './mail-outbox.repository';

describe(`the mail outbox (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;

  it('hands out mails due at the same moment in the order they were queued', async () => {
    const subjects = ['first', 'second', 'third', 'fourth', 'fifth'];
    for (const subject of subjects) {
      await enqueueMail(db(), {
        to: 'order@example.org',
        toKey: 'order@example.org',
        kind: 'registration_confirm',
        language: 'de',
        message: { subject, text: subject, html: `<p>${subject}</p>` },
      });
    }
    // All due at one moment, as mails queued within one millisecond are.
    const moment = new Date('2026-12-01T10:00:00.000Z');
    await db()
      .updateTable('mail_outbox')
      .set({ next_attempt_at: moment.toISOString() })
      .where('recipient', '=', 'order@example.org')
      .execute();
    const outbox = new MailOutboxRepository(db());
    const handed: string[] = [];
    for (let i = 0; i < subjects.length; i += 1) {
      const [mail] = await outbox.claimDue(1, new Date(moment.getTime() + 1000));
      if (mail) handed.push(mail.subject);
    }
    expect(handed).toEqual(subjects);
  });
});
