import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app';
import { createUser, TEST_PASSWORD, uniqueEmail } from '../../../testing/test-accounts';
import { useTestApp } from '../../../testing/use-test-app';
import { testDialect } from '../../../testing/test-database';
import { PasswordHasher } from '../passwords/passwords';
import { tamperedToken } from '../../../testing/tamper';

describe(`failed-login limits (${testDialect()})`, () => {
  const test = useTestApp();
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const login = (payload: object, remoteAddress: string, cookies?: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload,
      remoteAddress,
      ...(cookies ? { cookies } : {}),
    });
  const wrong = (email: string, address: string, cookies?: Record<string, string>) =>
    login({ email, password: 'Wrong-Pass-77' }, address, cookies);
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === 'login_device');
    if (!cookie) throw new Error('no device cookie');
    return { login_device: cookie.value };
  };

  it('counts attempts before checking the password: parallel wrong logins cannot pass the limit', async () => {
    const user = await createUser(test);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => wrong(user.email, `10.4.${i}.1`)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // At most the 10 free attempts had their password checked; every other one was refused.
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    // Attempts refused unchecked do not count as failures: the account has its 10 free ones
    // (fewer may have been checked, when the database served them slowly), then must wait.
    const failed = codes.filter((code) => code === 401).length;
    for (let i = failed; i < 10; i += 1) {
      expect((await wrong(user.email, `10.4.98.${i}`)).statusCode).toBe(401);
    }
    const refused = await login({ email: user.email, password: TEST_PASSWORD }, '10.4.99.1');
    expect(refused.statusCode).toBe(429);
  });

  it('makes an account wait longer after each failure beyond ten, on every instance', async () => {
    const start = Date.now();
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    const user = await createUser(test);
    for (let i = 0; i < 10; i += 1) {
      expect((await wrong(user.email, `10.2.0.${i}`)).statusCode).toBe(401);
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
      // Said as the account's wait, which its owner may not have caused (the page offers a reset).
      expect(limited.json()).toEqual({ detail: 'account_waiting' });
      expect(Number(limited.headers['retry-after'])).toBe(30);
    } finally {
      await other.close();
    }
    // After the wait one more try; a wrong one doubles the next wait.
    vi.setSystemTime(start + 31_000);
    expect((await wrong(user.email, '10.2.0.20')).statusCode).toBe(401);
    const doubled = await wrong(user.email, '10.2.0.21');
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBe(60);
    // Not a hard lock: once the wait is over the right password gets in.
    vi.setSystemTime(start + 31_000 + 61_000);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.2.0.22')).statusCode,
    ).toBe(200);
    const someoneElse = await createUser(test);
    expect(
      (await login({ email: someoneElse.email, password: TEST_PASSWORD }, '10.2.0.1')).statusCode,
    ).toBe(200);
  });

  it('lets the owner in from a browser that logged in before, however many strangers failed', async () => {
    const user = await createUser(test);
    const before = await login({ email: user.email, password: TEST_PASSWORD }, '10.5.0.1');
    expect(before.statusCode).toBe(200);
    const device = deviceOf(before);
    expect(before.cookies.find((c) => c.name === 'login_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
    });
    for (let i = 0; i < 12; i += 1) await wrong(user.email, `10.5.${i}.2`);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.5.0.3')).statusCode,
    ).toBe(429);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.5.0.3', device)).statusCode,
    ).toBe(200);
    // The cookie is for this account only, and a forged one counts for nothing.
    const other = await createUser(test);
    for (let i = 0; i < 12; i += 1) await wrong(other.email, `10.5.${i}.4`);
    const forged = { login_device: tamperedToken(device.login_device) };
    for (const cookies of [device, forged]) {
      expect(
        (await login({ email: other.email, password: TEST_PASSWORD }, '10.5.0.5', cookies))
          .statusCode,
      ).toBe(429);
    }
    // A trusted browser is limited too, in its own count.
    for (let i = 0; i < 10; i += 1) {
      expect((await wrong(user.email, `10.5.${i}.6`, device)).statusCode).toBe(401);
    }
    expect((await wrong(user.email, '10.5.0.7', device)).statusCode).toBe(429);
  });

  it('forgets the browser on request (a kiosk’s next person): its cookie is cleared', async () => {
    const user = await createUser(test);
    const before = await login({ email: user.email, password: TEST_PASSWORD }, '10.7.0.1');
    expect(deviceOf(before).login_device).toBeTruthy();
    const forgot = await test.app.inject({
      method: 'DELETE',
      url: '/api/v1/account/token/device/',
      cookies: deviceOf(before),
    });
    expect(forgot.statusCode).toBe(204);
    const cleared = forgot.cookies.find((cookie) => cookie.name === 'login_device');
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true });
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThan(Date.now());
  });

  it('limits failed logins per client address', async () => {
    for (let i = 0; i < 30; i += 1) {
      await login({ email: uniqueEmail(), password: 'Wrong-Pass-77' }, '10.3.0.1');
    }
    const user = await createUser(test);
    const limited = await login({ email: user.email, password: TEST_PASSWORD }, '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: 'too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '10.3.0.2')).statusCode,
    ).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 0; i < 30; i += 1) {
      await login({ email: uniqueEmail(), password: 'Wrong-Pass-77' }, `2001:db8:7:7::${i + 1}`);
    }
    const user = await createUser(test);
    const sameNetwork = await login(
      { email: user.email, password: TEST_PASSWORD },
      '2001:db8:7:7:abcd::99',
    );
    expect(sameNetwork.statusCode).toBe(429);
    expect(
      (await login({ email: user.email, password: TEST_PASSWORD }, '2001:db8:7:8::1')).statusCode,
    ).toBe(200);
  });
});
