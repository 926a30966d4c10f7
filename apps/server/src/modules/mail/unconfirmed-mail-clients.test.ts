import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, uniqueEmail } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { multipart } from '../../testing/test-images';
import { useTestApp } from '../../testing/use-test-app';
import type { TestAppAccess } from '../../testing/test-app';

import { MINUTE_MS } from '@values-cross/core';
import {
  UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR,
  UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR,
  UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY,
  UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR,
  UNCONFIRMED_MAILS_PER_SITE_PER_HOUR,
} from '../../config/limits';

/** The three ways to mail an unconfirmed address, each from a client address behind the proxy. */
function mailers(test: TestAppAccess) {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  return {
    signUp: (address: string, email = uniqueEmail()) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/registration/',
        headers: from(address),
        payload: {
          email,
          password: TEST_PASSWORD,
          firstName: 'Anna',
          lastName: 'Muster',
          language: 'de',
        },
      }),
    subscribe: (address: string, email = uniqueEmail('news')) => {
      const body = multipart({ email, language: 'de' });
      return test.app.inject({
        method: 'POST',
        url: '/api/v1/user/',
        headers: { ...body.headers, ...from(address) },
        payload: body.payload,
      });
    },
    createGroup: (address: string, email = uniqueEmail('teacher')) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/groups/',
        headers: from(address),
        payload: { name: 'Klasse 3b', language: 'de', email },
      }),
    mails: async (kind?: string) => {
      let query = test.testDatabase.database.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'));
      if (kind) query = query.where('kind', '=', kind);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },
  };
}

/** How many of `count` subscriptions from `address` were taken (200), the rest refused (429). */
async function subscriptionsTaken(
  mail: ReturnType<typeof mailers>,
  address: string,
  count: number,
): Promise<number> {
  let taken = 0;
  for (let n = 0; n < count; n += 1) {
    const response = await mail.subscribe(address);
    expect([200, 429]).toContain(response.statusCode);
    if (response.statusCode === 200) taken += 1;
  }
  return taken;
}

describe(`mails to unconfirmed addresses: each client's share before the cap (${testDialect()})`, () => {
  describe('one client against a small cap', () => {
    const test = useTestApp({
      UNCONFIRMED_MAILS_PER_HOUR: '20',
      RATE_LIMIT_MAX: '1000',
      TRUST_PROXY: 'true',
    });

    it('makes groups past its share without their mail, and everyone else still signs up', async () => {
      const mail = mailers(test);
      const mailed: boolean[] = [];
      for (let n = 0; n < 22; n += 1) {
        const response = await mail.createGroup('203.0.113.9');
        expect(response.statusCode).toBe(201);
        mailed.push((response.json() as { mailed: boolean }).mailed);
      }
      expect(mailed.filter(Boolean)).toHaveLength(UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR);
      expect(mailed.slice(UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR).some(Boolean)).toBe(false);
      // What the client was refused never counted against the cap of all clients.
      expect(await mail.mails('group_admin')).toBe(UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR);
      expect((await mail.signUp('198.51.100.1')).statusCode).toBe(201);
      expect((await mail.subscribe('198.51.100.2')).statusCode).toBe(200);
    });

    it("counts a client's sign-ups, subscriptions and group mails together, then answers 429", async () => {
      const mail = mailers(test);
      expect((await mail.signUp('203.0.113.50')).statusCode).toBe(201);
      expect((await mail.signUp('203.0.113.50')).statusCode).toBe(201);
      expect((await mail.subscribe('203.0.113.50')).statusCode).toBe(200);
      expect((await mail.subscribe('203.0.113.50')).statusCode).toBe(200);
      expect((await mail.createGroup('203.0.113.50')).json()).toMatchObject({ mailed: true });
      const before = await mail.mails();
      for (const refused of [
        await mail.signUp('203.0.113.50'),
        await mail.subscribe('203.0.113.50'),
      ]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ detail: 'rate_limited' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50 * 60);
      }
      expect((await mail.createGroup('203.0.113.50')).json()).toMatchObject({ mailed: false });
      expect(await mail.mails()).toBe(before);
      // A sign-up the server refused (an address that has an account) sent no mail: not counted.
      const other = mailers(test);
      const taken = uniqueEmail();
      expect((await other.signUp('198.51.100.60', taken)).statusCode).toBe(201);
      for (let n = 0; n < 6; n += 1) {
        expect((await other.signUp('198.51.100.60', taken)).statusCode).toBe(400);
      }
      expect((await other.signUp('198.51.100.60')).statusCode).toBe(201);
    });
  });

  describe('per network', () => {
    const test = useTestApp({ RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' });

    it('gives an IPv4 /24 and an IPv6 /56 their share, an IPv6 /48 its own, and leaves other networks alone', async () => {
      const mail = mailers(test);
      let fromV4 = 0;
      for (let host = 1; host <= 4; host += 1) {
        fromV4 += await subscriptionsTaken(mail, `192.0.2.${host}`, 6);
      }
      expect(fromV4).toBe(UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR);
      expect((await mail.subscribe('192.0.3.1')).statusCode).toBe(200);

      let from56 = 0;
      for (let lan = 0; lan < 4; lan += 1) {
        from56 += await subscriptionsTaken(mail, `2001:db8:5:1${lan}::1`, 6);
      }
      expect(from56).toBe(UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR);
      let from48 = from56;
      for (let customer = 2; customer < 8; customer += 1) {
        from48 += await subscriptionsTaken(mail, `2001:db8:5:${customer}00::1`, 6);
      }
      expect(from48).toBe(UNCONFIRMED_MAILS_PER_SITE_PER_HOUR);
      expect((await mail.subscribe('2001:db8:6::1')).statusCode).toBe(200);
    });
  });

  describe('per recipient', () => {
    const test = useTestApp({ RATE_LIMIT_MAX: '1000', TRUST_PROXY: 'true' });

    it('mails one address three times an hour and ten times a day, whoever asks', async () => {
      const mail = mailers(test);
      const victim = uniqueEmail('victim');
      const mailed: boolean[] = [];
      for (let n = 0; n < 5; n += 1) {
        const response = await mail.createGroup(`198.51.${n}.1`, victim);
        mailed.push((response.json() as { mailed: boolean }).mailed);
      }
      expect(mailed).toEqual([true, true, true, false, false]);
      expect(UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR).toBe(3);
      const subscribed = await mail.subscribe('198.51.20.1', victim);
      expect(subscribed.statusCode).toBe(429);
      expect(subscribed.json()).toEqual({ detail: 'rate_limited' });
      expect((await mail.signUp('198.51.21.1', victim)).statusCode).toBe(429);
      const { db } = test.testDatabase.database;
      const anHourAgo = () =>
        db
          .updateTable('mail_outbox')
          .set({ created_at: new Date(Date.now() - 61 * MINUTE_MS).toISOString() })
          .execute();
      let sent = 3;
      for (let hour = 1; sent < UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY; hour += 1) {
        await anHourAgo();
        for (let n = 0; n < 3 && sent < UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY; n += 1) {
          const response = await mail.createGroup(`198.51.${30 + hour}.${n + 1}`, victim);
          expect(response.json()).toMatchObject({ mailed: true });
          sent += 1;
        }
      }
      await anHourAgo();
      expect((await mail.createGroup('198.51.99.1', victim)).json()).toMatchObject({
        mailed: false,
      });
      expect((await mail.createGroup('198.51.99.1')).json()).toMatchObject({ mailed: true });
    });

    it('counts the mailbox, however its address is spelt: case, quotes, a +tag, Gmail’s dots', async () => {
      const mail = mailers(test);
      const [local, domain] = uniqueEmail('victim').split('@');
      const spellings = [
        `${local}@${domain}`,
        `"${local}"@${domain}`,
        `${local}+1@${domain}`,
        `${local?.toUpperCase()}+news@${domain?.toUpperCase()}`,
      ];
      const mailed: boolean[] = [];
      for (const [n, address] of spellings.entries()) {
        const response = await mail.createGroup(`198.51.110.${n + 1}`, address);
        mailed.push((response.json() as { mailed: boolean }).mailed);
      }
      expect(mailed).toEqual([true, true, true, false]);
      const id = local?.replace(/\W/g, '') ?? '';
      const gmail = [`v.${id}`, `v${id}`, `V.${id}+2`, `v${id.slice(0, 4)}.${id.slice(4)}`].map(
        (spelling) => `${spelling}@googlemail.com`,
      );
      const toGmail: boolean[] = [];
      for (const [n, address] of gmail.entries()) {
        const response = await mail.createGroup(`198.51.111.${n + 1}`, address);
        toGmail.push((response.json() as { mailed: boolean }).mailed);
      }
      expect(toGmail).toEqual([true, true, true, false]);
    });
  });
});
