import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { countFunnelEvent } from '../funnel';

const ADMIN_TOKEN = 'operator-token-0123456789-abcdef';

describe(`GET /admin (${testDialect()})`, () => {
  const test = useTestApp({ ADMIN_TOKEN });
  let output = '';
  let app: TestApp['app'];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    app = await buildApp({
      config: test.config,
      database: test.testDatabase.database,
      logger: { level: 'info', stream },
    });
  });
  afterAll(() => app.close());

  it('is 404 when no ADMIN_TOKEN is configured', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'GET',
        url: `/admin?token=${ADMIN_TOKEN}`,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  const basic = (token: string) => ({
    authorization: `Basic ${Buffer.from(`operator:${token}`).toString('base64')}`,
  });

  it('is 401 with the browser’s prompt without, with a wrong token, or with one in the address', async () => {
    const none = await app.inject({ method: 'GET', url: '/admin', remoteAddress: '127.0.0.2' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toMatch(/^Basic realm="Values Cross operator"/);
    expect(none.json()).toEqual({ detail: 'not_authenticated' });
    // Never from the address, where it stays in the history and in logs.
    const inQuery = await app.inject({
      method: 'GET',
      url: `/admin?token=${ADMIN_TOKEN}`,
      remoteAddress: '127.0.0.2',
    });
    expect(inQuery.statusCode).toBe(401);
    for (const headers of [{ authorization: `Bearer ${ADMIN_TOKEN}x` }, basic(`${ADMIN_TOKEN}x`)]) {
      const wrong = await app.inject({
        method: 'GET',
        url: '/admin',
        headers,
        remoteAddress: '127.0.0.2',
      });
      expect(wrong.statusCode).toBe(401);
    }
  });

  it('answers 429 after exactly ten wrong tokens from one client, the right one too, and not to others', async () => {
    const guessed = await buildApp({ config: test.config, database: test.testDatabase.database });
    try {
      const tryToken = (token: string, remoteAddress = '127.0.0.5') =>
        guessed.inject({ method: 'GET', url: '/admin', headers: basic(token), remoteAddress });
      const answers: number[] = [];
      for (let n = 0; n < 9; n += 1) answers.push((await tryToken(`guess-${n}`)).statusCode);
      // After nine wrong tokens the right one still passes, and does not count.
      expect((await tryToken(ADMIN_TOKEN)).statusCode).toBe(200);
      for (let n = 9; n < 30; n += 1) answers.push((await tryToken(`guess-${n}`)).statusCode);
      expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(answers.slice(10)).toEqual(Array(20).fill(429));
      const right = await tryToken(ADMIN_TOKEN);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect((await tryToken(ADMIN_TOKEN, '127.0.0.6')).statusCode).toBe(200);
    } finally {
      await guessed.close();
    }
  });

  it('refuses the right token sent at once behind ten wrong ones', async () => {
    const guessed = await buildApp({ config: test.config, database: test.testDatabase.database });
    try {
      const tokens = [...Array.from({ length: 10 }, (_, n) => `guess-${n}`), ADMIN_TOKEN];
      const answers = await Promise.all(
        tokens.map((token) =>
          guessed.inject({
            method: 'GET',
            url: '/admin',
            headers: basic(token),
            remoteAddress: '127.0.0.7',
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await guessed.close();
    }
  });

  it('shows the numbers and a chart per day, with no script and no token in the log', async () => {
    const db = test.testDatabase.database.db;
    await countFunnelEvent(db, { event: 'landing_visit', language: 'de' });
    await countFunnelEvent(db, { event: 'landing_visit', language: 'fr' });
    const byQuery = await app.inject({ method: 'GET', url: '/admin', headers: basic(ADMIN_TOKEN) });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.headers['content-type']).toMatch(/^text\/html/);
    expect(byQuery.headers['cache-control']).toBe('no-store');
    expect(byQuery.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(byQuery.body).toContain('<td>landing_visit</td><td>2</td><td>1</td><td>1</td>');
    expect(byQuery.body).toMatch(/<svg[^>]*aria-label="landing_visit per day"><rect/);
    expect(byQuery.body).not.toContain('<script');
    const byHeader = await app.inject({
      method: 'GET',
      url: '/admin',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(byHeader.statusCode).toBe(200);
    expect(output).not.toContain(ADMIN_TOKEN);
  });
});
