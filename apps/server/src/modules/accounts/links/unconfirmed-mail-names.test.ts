import { describe, expect, it } from 'vitest';
import { createUser, mailedToken } from '../../../testing/test-accounts';
import { testDialect } from '../../../testing/test-database';
import { useTestApp } from '../../../testing/use-test-app';

describe(`names in mails (${testDialect()})`, () => {
  const test = useTestApp();
  const bodiesTo = async (email: string) =>
    (
      await test.testDatabase.database.db
        .selectFrom('mail_outbox')
        .select(['kind', 'text_body', 'html_body'])
        .where('recipient', '=', email)
        .orderBy('id')
        .execute()
    ).map((row) => ({ kind: row.kind, body: row.text_body + row.html_body }));

  it('greets by name only at a confirmed address', async () => {
    const name = '<a href="https://evil.example">Win</a>';
    const unconfirmed = await createUser(test, { firstName: name, confirm: false });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: unconfirmed.email },
    });
    for (const mail of await bodiesTo(unconfirmed.email)) {
      expect(mail.body).not.toContain('evil.example');
    }

    const confirmed = await createUser(test, { firstName: 'Serafina' });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: confirmed.email },
    });
    expect(await mailedToken(test, confirmed.email, '/passwordchange')).toBeTruthy();
    const reset = (await bodiesTo(confirmed.email)).find((mail) => mail.kind === 'password_reset');
    expect(reset?.body).toContain('Serafina');
  });
});
