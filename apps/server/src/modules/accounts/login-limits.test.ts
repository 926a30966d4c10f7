import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';

describe(`failed-login limits (${testDialect()})`, () => {
  const test = useTestApp();

  const login = (payload: object, remoteAddress: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/account/token/', payload, remoteAddress });

  it('limits failed logins per account to 10 per 15 minutes, counted in the database', async () => {
    const user = await createUser(test);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login({ email: user.email, password: 'Wrong-Pass-77' }, `10.2.0.${i}`)).statusCode,
      ).toBe(401);
    }
    // A second instance on the same database sees the same count.
    const other = await buildApp({ config: test.config, database: test.testDatabase.database });
    try {
      const limited = await other.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: user.email, password: TEST_PASSWORD },
        remoteAddress: '10.2.1.1',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ detail: 'too_many_attempts' });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    } finally {
      await other.close();
    }
    const someoneElse = await createUser(test);
    expect(
      (await login({ email: someoneElse.email, password: TEST_PASSWORD }, '10.2.0.1')).statusCode,
    ).toBe(200);
  });

  it('limits failed logins per client address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await login({ email: uniqueEmail(), password: 'Wrong-Pass-77' }, '10.3.0.1');
    }
    const user = await createUser(test);
    const limited = await login({ email: user.email, password: TEST_PASSWORD }, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.3.0.2')).statusCode,
    ).toBe(200);
  });
});
