import { describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../../../testing/test-accounts';
import { testDialect } from '../../../testing/test-database';
import { useTestApp } from '../../../testing/use-test-app';
import type { TestAppAccess } from '../../../testing/test-app';

/**
 * A probe: a reset or resend for an unknown address, or a sign-up with one that has an account
 * (`registered`); none of them mails, so only the probe limits count them (a sign-up that mails
 * passes the mail limits too: mail/unconfirmed-mail-clients.test.ts).
 */
const probes = (test: TestAppAccess, remoteAddress: string, i: number, registered?: string) => {
  const email = uniqueEmail();
  const requests = [
    { url: '/api/v1/password_reset/', payload: { email } },
    { url: '/api/v1/registration/resend/', payload: { email } },
    {
      url: '/api/v1/registration/',
      payload: {
        email: registered ?? email,
        password: 'Kreuz-Stich-42x',
        firstName: 'Anna',
        lastName: 'Muster',
        language: 'de',
      },
    },
  ];
  const request = requests[i % requests.length] ?? requests[0];
  return test.app.inject({ method: 'POST', remoteAddress, ...request });
};

describe(`limits on the endpoints that tell whether an address has an account (${testDialect()})`, () => {
  describe('per client address', () => {
    const test = useTestApp({ RATE_LIMIT_MAX: '1000' });

    it('allows 20 sign-up, reset and resend requests an hour from one address, together', async () => {
      const registered = (await createUser(test, { confirm: false })).email;
      for (let i = 0; i < 20; i += 1) {
        expect((await probes(test, '10.8.0.1', i, registered)).statusCode).toBeLessThan(429);
      }
      const refused = await probes(test, '10.8.0.1', 20, registered);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect((await probes(test, '10.8.0.2', 0, registered)).statusCode).toBeLessThan(429);
    });
  });

  describe('per network, and never for everyone', () => {
    // The production default of the write limit.
    const test = useTestApp({ RATE_LIMIT_MAX: '60' });

    it('lets 30 addresses of other networks × 20 requests leave a fresh address alone', async () => {
      const registered = (await createUser(test, { confirm: false })).email;
      for (let network = 0; network < 30; network += 1) {
        for (let i = 0; i < 20; i += 1) {
          expect(
            (await probes(test, `10.${network + 20}.0.1`, i, registered)).statusCode,
          ).toBeLessThan(429);
        }
      }
      expect((await probes(test, '10.99.0.1', 0, registered)).statusCode).toBeLessThan(429);
      expect((await probes(test, '10.99.0.1', 1, registered)).statusCode).toBeLessThan(429);
    });

    it('allows 100 an hour from one IPv4 /24 or IPv6 /48, then refuses the rest of it only', async () => {
      const registered = (await createUser(test, { confirm: false })).email;
      for (let i = 0; i < 100; i += 1) {
        const address = `10.8.1.${Math.floor(i / 20) + 1}`;
        expect((await probes(test, address, i, registered)).statusCode).toBeLessThan(429);
      }
      expect((await probes(test, '10.8.1.200', 0, registered)).statusCode).toBe(429);
      expect((await probes(test, '10.8.2.1', 0, registered)).statusCode).toBeLessThan(429);
      for (let i = 0; i < 100; i += 1) {
        const address = `2001:db8:5:${Math.floor(i / 20) + 1}::1`;
        expect((await probes(test, address, i, registered)).statusCode).toBeLessThan(429);
      }
      expect((await probes(test, '2001:db8:5:ff::1', 0, registered)).statusCode).toBe(429);
      expect((await probes(test, '2001:db8:6::1', 0, registered)).statusCode).toBeLessThan(429);
    });
  });
});
