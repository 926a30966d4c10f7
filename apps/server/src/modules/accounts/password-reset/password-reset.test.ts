import { describe, expect, it } from 'vitest';
import {
  createLoggedInUser,
  createUser,
  mailedToken,
  uniqueEmail,
} from '../../../testing/test-accounts';
import { useTestApp } from '../../../testing/use-test-app';
import { testDialect } from '../../../testing/test-database';
import { HOUR_MS } from '@values-cross/core';

describe(`password reset (${testDialect()})`, () => {
  const test = useTestApp();

  const request = (email: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/password_reset/', payload: { email } });
  const confirm = (token: string, password: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/confirm/',
      payload: { token, password },
    });
  const login = (email: string, password: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email, password },
    });

  it('mails a reset link in the user’s language; the new password works and old logins end', async () => {
    const user = await createLoggedInUser(test, { language: 'it' });
    const requested = await request(user.email.toUpperCase());
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ status: 'OK' });
    const mail = await test.testDatabase.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'password_reset')
      .where('recipient', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(mail.language).toBe('it');
    expect(mail.text_body).toContain(`${test.config.publicUrl}/it/passwordchange?token=`);

    const token = await mailedToken(test, user.email, '/passwordchange');
    expect((await confirm(token, 'Neues-Kennwort-58')).json()).toEqual({ status: 'OK' });
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'Neues-Kennwort-58')).statusCode).toBe(200);
    const refreshed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      payload: { refresh: user.refresh },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await confirm(token, 'Anderes-Kennwort-59');
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('token_invalid');
  });

  it('lets the owner in at once after a reset, however many strangers’ failures made the account wait', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 12; i += 1) {
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: user.email, password: 'Wrong-Pass-77' },
        remoteAddress: `10.6.${i}.1`,
      });
    }
    const waiting = await login(user.email, user.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual({ detail: 'account_waiting' });
    expect((await request(user.email)).statusCode).toBe(200);
    const token = await mailedToken(test, user.email, '/passwordchange');
    expect((await confirm(token, 'Neues-Kennwort-61')).statusCode).toBe(200);
    expect((await login(user.email, 'Neues-Kennwort-61')).statusCode).toBe(200);
  });

  it('answers 400 email_not_found for an unknown address and invalid for a malformed one', async () => {
    const unknown = await request(uniqueEmail());
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: 'email_not_found',
      fields: { email: ['email_not_found'] },
    });
    const malformed = await request('not an address');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe('invalid');
  });

  it('replaces older links with a new one and expires links after one hour', async () => {
    const user = await createUser(test);
    await request(user.email);
    const first = await mailedToken(test, user.email, '/passwordchange');
    await request(user.email);
    const second = await mailedToken(test, user.email, '/passwordchange');
    expect((await confirm(first, 'Neues-Kennwort-58')).json().detail).toBe('token_invalid');
    const row = await test.testDatabase.database.db
      .selectFrom('account_tokens')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', user.id)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(HOUR_MS);
    await test.testDatabase.database.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await confirm(second, 'Neues-Kennwort-58');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().detail).toBe('token_expired');
  });

  it('refuses weak, common and personal passwords and keeps the link usable', async () => {
    const user = await createUser(test, { firstName: 'Zoltana' });
    await request(user.email);
    const token = await mailedToken(test, user.email, '/passwordchange');
    for (const [password, reason] of [
      ['short-1A', 'password_rules'],
      ['Sommer2025!', 'password_common'],
      ['Zoltana-1990!', 'password_personal'],
    ]) {
      const response = await confirm(token, password ?? '');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'invalid', fields: { password: [reason] } });
    }
    expect((await confirm(token, 'Neues-Kennwort-58')).statusCode).toBe(200);
  });

  it('confirms an unconfirmed address: the mailed link proves it', async () => {
    const user = await createUser(test, { confirm: false });
    await request(user.email);
    await confirm(await mailedToken(test, user.email, '/passwordchange'), 'Neues-Kennwort-58');
    expect((await login(user.email, 'Neues-Kennwort-58')).statusCode).toBe(200);
  });

  it('answers 400 token_invalid for an unknown token', async () => {
    const response = await confirm('made-up', 'Neues-Kennwort-58');
    expect(response.json()).toEqual({
      detail: 'token_invalid',
      fields: { token: ['token_invalid'] },
    });
  });
});
