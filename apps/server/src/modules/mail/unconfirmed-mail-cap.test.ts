import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createUser, uniqueEmail } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { multipart } from '../../testing/test-images';
import { useTestApp } from '../../testing/use-test-app';
import { MINUTE_MS } from '@values-cross/core';

describe(`hourly cap on mails to unconfirmed addresses (${testDialect()})`, () => {
  const test = useTestApp({ UNCONFIRMED_MAILS_PER_HOUR: '3' });

  const register = (app = test.app) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/registration/',
      payload: {
        email: uniqueEmail(),
        password: 'Kreuz-Stich-42x',
        firstName: 'Anna',
        lastName: 'Muster',
        language: 'de',
      },
    });
  const newsletter = () => {
    const body = multipart({ email: uniqueEmail('news'), language: 'de' });
    return test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      headers: body.headers,
      payload: body.payload,
    });
  };

  it('refuses sign-ups and subscriptions beyond the cap on every instance; confirmed users are not affected', async () => {
    const confirmed = await createUser(test);
    const neverConfirmed = await createUser(test, { confirm: false });
    expect((await newsletter()).statusCode).toBe(200);
    // The two createUser sign-ups and the subscription: the cap is reached, on every instance.
    const other = await buildApp({ config: test.config, database: test.testDatabase.database });
    try {
      const refused = await register(other);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'rate_limited' });
    } finally {
      await other.close();
    }
    expect((await newsletter()).statusCode).toBe(429);
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: confirmed.email },
    });
    expect(reset.statusCode).toBe(200);
    // A reset link to an address nobody confirmed is a mail to an unconfirmed address too.
    const unconfirmedReset = await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: neverConfirmed.email },
    });
    expect(unconfirmedReset.statusCode).toBe(429);
    // Mails older than an hour no longer count.
    await test.testDatabase.database.db
      .updateTable('mail_outbox')
      .set({ created_at: new Date(Date.now() - 61 * MINUTE_MS).toISOString() })
      .execute();
    expect((await register()).statusCode).toBe(201);
  });
});
