import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createUser, mailedToken, refreshCookieOf, TEST_PASSWORD } from '../testing/test-accounts';
import { useTestApp } from '../testing/use-test-app';
import { testDialect } from '../testing/test-database';

describe(`logs keep secrets out (${testDialect()})`, () => {
  const test = useTestApp();

  it('never logs a password, token or link with a token, even at trace level', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    const app = await buildApp({
      config: test.config,
      database: test.testDatabase.database,
      logger: { level: 'trace', stream },
    });
    try {
      const logged = { ...test, app };
      const user = await createUser(logged, { confirm: false });
      const secrets = [TEST_PASSWORD, await mailedToken(test, user.email, '/confirm')];
      await app.inject({
        method: 'POST',
        url: '/api/v1/registration/confirm/',
        payload: { token: secrets[1] },
      });
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: user.email, password: TEST_PASSWORD },
      });
      secrets.push(login.json().access, refreshCookieOf(login));
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/v1/account/token/refresh/',
        cookies: { refresh_token: refreshCookieOf(login) },
      });
      secrets.push(refreshCookieOf(refreshed));
      await app.inject({
        method: 'GET',
        url: '/api/v1/account/me/',
        headers: { authorization: `Bearer ${refreshed.json().access}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/v1/password_reset/',
        payload: { email: user.email },
      });
      const reset = await mailedToken(test, user.email, '/passwordchange');
      secrets.push(reset, 'Neues-Kennwort-58');
      await app.inject({
        method: 'POST',
        url: '/api/v1/password_reset/confirm/',
        payload: { token: reset, password: 'Neues-Kennwort-58' },
      });
      await app.inject({ method: 'GET', url: `/de/passwordchange?token=${reset}` });
      await app.inject({ method: 'GET', url: `/fr/confirm?token=${secrets[1]}` });
      expect(output).toContain('/api/v1/password_reset/confirm/');
      expect(output).toContain('/de/passwordchange');
      for (const secret of secrets) expect(output).not.toContain(secret);
      expect(output).not.toMatch(/token=/);
    } finally {
      await app.close();
    }
  });
});
