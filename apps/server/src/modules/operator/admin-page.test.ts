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

  it('is 401 without or with a wrong token', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/admin?token=nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'not_authenticated' });
    const header = { authorization: `Bearer ${ADMIN_TOKEN}x` };
    expect((await app.inject({ method: 'GET', url: '/admin', headers: header })).statusCode).toBe(
      401,
    );
  });

  it('shows the numbers and a chart per day, with no script and no token in the log', async () => {
    const db = test.testDatabase.database.db;
    await countFunnelEvent(db, { event: 'landing_visit', language: 'de' });
    await countFunnelEvent(db, { event: 'landing_visit', language: 'fr' });
    const byQuery = await app.inject({ method: 'GET', url: `/admin?token=${ADMIN_TOKEN}` });
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
