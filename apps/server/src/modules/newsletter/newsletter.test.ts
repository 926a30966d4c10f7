import { describe, expect, it } from 'vitest';
import { mailedToken, uniqueEmail } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';
import { multipart } from '../../testing/test-images';
import { DAY_MS, MINUTE_MS } from '@values-cross/core';

describe(`newsletter (${testDialect()})`, () => {
  const test = useTestApp();

  const subscribe = (fields: Record<string, string>) => {
    const body = multipart(fields);
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      headers: body.headers,
      payload: body.payload,
    });
  };
  const mailsTo = async (email: string) =>
    test.testDatabase.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .execute();
  const confirm = (token: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/newsletter/confirm/', payload: { token } });

  it('greets an unconfirmed address without a "name" that could carry a message', async () => {
    const email = uniqueEmail('news');
    await subscribe({ email, firstName: 'Win at prize.example', lastName: '', language: 'en' });
    const [mail] = await mailsTo(email);
    expect(mail?.text_body).not.toContain('prize.example');
    expect(mail?.text_body).toContain('Hello');
  });

  it('subscribes from the multipart form with double opt-in', async () => {
    const email = uniqueEmail('news');
    const response = await subscribe({ email, firstName: 'Gian', lastName: '', language: 'it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'newsletter_confirm', language: 'it' });
    // The address is not confirmed: the mail greets with the name given, as it is a plain name.
    expect(mail?.text_body).toContain('Ciao Gian');
    const row = () =>
      test.testDatabase.database.db
        .selectFrom('newsletter_subscriptions')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    expect((await row()).confirmed_at).toBeNull();
    const token = await mailedToken(test, email, '/newsletter/confirm');
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await row()).confirmed_at).not.toBeNull();
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('token_invalid');
  });

  it('lets a confirmation link work for 7 days only', async () => {
    const email = uniqueEmail('news');
    await subscribe({ email, language: 'de' });
    const token = await mailedToken(test, email, '/newsletter/confirm');
    await test.testDatabase.database.db
      .updateTable('newsletter_subscriptions')
      .set({ updated_at: new Date(Date.now() - 7 * DAY_MS - MINUTE_MS).toISOString() })
      .where('email', '=', email)
      .execute();
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('token_expired');
    const fresh = uniqueEmail('news');
    await subscribe({ email: fresh, language: 'de' });
    await test.testDatabase.database.db
      .updateTable('newsletter_subscriptions')
      .set({ updated_at: new Date(Date.now() - 6 * DAY_MS).toISOString() })
      .where('email', '=', fresh)
      .execute();
    expect((await confirm(await mailedToken(test, fresh, '/newsletter/confirm'))).statusCode).toBe(
      200,
    );
  });

  it('treats duplicate subscriptions as harmless: same answer, no flood of mails', async () => {
    const email = uniqueEmail('twice');
    expect((await subscribe({ email })).statusCode).toBe(200);
    expect((await subscribe({ email: email.toUpperCase() })).statusCode).toBe(200);
    await test.app.inject({ method: 'POST', url: '/api/v1/user/', payload: { email } });
    expect(await mailsTo(email)).toHaveLength(1);
    await confirm(await mailedToken(test, email, '/newsletter/confirm'));
    expect((await subscribe({ email })).json()).toEqual({ status: 'OK' });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it.each([
    ['a missing e-mail', { firstName: 'Gian' }],
    ['a malformed e-mail', { email: 'gian@' }],
    ['an unknown language', { email: 'gian@example.ch', language: 'rm' }],
  ])('answers 400 invalid for %s', async (_name, fields) => {
    const response = await subscribe(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('invalid');
  });

  it('answers 400 invalid for a body that is not a form', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: [1, 2],
    });
    expect(response.statusCode).toBe(400);
  });
});
