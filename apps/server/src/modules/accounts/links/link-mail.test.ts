import { describe, expect, it } from 'vitest';
import { createUser } from '../../../testing/test-accounts';
import { useTestApp } from '../../../testing/use-test-app';
import { testDialect } from '../../../testing/test-database';
import { LINK_MAILS_PER_HOUR } from '../../../config/limits';

describe(`link mails are limited per account (${testDialect()})`, () => {
  const test = useTestApp();

  const mailsTo = async (email: string, kind: string) =>
    (
      await test.testDatabase.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('kind', '=', kind)
        .execute()
    ).length;

  it('sends at most three reset mails an hour, answering OK all the same', async () => {
    const user = await createUser(test);
    for (let i = 0; i < LINK_MAILS_PER_HOUR + 2; i += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/password_reset/',
        payload: { email: user.email },
      });
      expect(response.json()).toEqual({ status: 'OK' });
    }
    expect(await mailsTo(user.email, 'password_reset')).toBe(LINK_MAILS_PER_HOUR);
  });

  it('counts the registration mail among the confirmation mails', async () => {
    const user = await createUser(test, { confirm: false });
    for (let i = 0; i < LINK_MAILS_PER_HOUR + 1; i += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/registration/resend/',
        payload: { email: user.email },
      });
    }
    expect(await mailsTo(user.email, 'registration_confirm')).toBe(LINK_MAILS_PER_HOUR);
  });
});
