import { describe, expect, it } from 'vitest';
import { multipart } from '../testing/test-images';
import { uniqueEmail } from '../testing/test-accounts';
import { useTestApp } from '../testing/use-test-app';

describe('CORS', () => {
  const test = useTestApp();

  it('is closed by default: other origins get no permission to read or write', async () => {
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/answer-set/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/v1/questions/',
      headers: { origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses every API write another site’s page starts, before it acts', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const writes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ]) {
      for (const { method, url } of writes) {
        const response = await test.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'text/plain' },
          payload: 'x',
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json()).toEqual({ detail: 'origin_refused' });
      }
    }
  });

  it('takes a form a third party’s page posts to the newsletter for nothing; the own pages and other clients are served', async () => {
    const subscribe = (headers: Record<string, string>) => {
      const email = uniqueEmail('reader');
      const form = multipart({ email, firstName: 'Lea' });
      return test.app.inject({
        method: 'POST',
        url: '/api/v1/user/',
        headers: { ...form.headers, ...headers },
        payload: form.payload,
      });
    };
    const mails = async () =>
      Number(
        (
          await test.testDatabase.database.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await mails();
    expect((await subscribe({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await mails()).toBe(before);
    expect((await subscribe({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await subscribe({ origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await subscribe({})).statusCode).toBe(200);
    expect(await mails()).toBe(before + 3);
  });
});
