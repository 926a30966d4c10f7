import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { TestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

describe(`POST /api/v1/client-errors (${testDialect()})`, () => {
  const test = useTestApp({ RELEASE: 'build-42', RATE_LIMIT_MAX: '4' });
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

  const report = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/client-errors', payload });

  it('writes the report to the log with the release, the path without its query', async () => {
    const response = await report({
      message: 'Failed to fetch dynamically imported module',
      stack: 'TypeError: Failed to fetch\n    at load (/assets/index-abc.js:1:2)',
      path: '/de/result?id=AbCdEfGhIjKl',
      release: 'web-7',
    });
    expect(response.statusCode).toBe(204);
    const line = output.split('\n').find((l) => l.includes('"client error"'));
    expect(line).toBeDefined();
    const logged = JSON.parse(line ?? '{}');
    expect(logged).toMatchObject({
      level: 40,
      release: 'build-42',
      clientError: {
        message: 'Failed to fetch dynamically imported module',
        path: '/de/result',
        clientRelease: 'web-7',
      },
    });
    expect(output).not.toContain('AbCdEfGhIjKl');
  });

  it('scrubs e-mail addresses, tokens and result codes from message, stack and path', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    const linkToken = 'Qk9yZ2FuaXNhdGlvbi1saW5rLXRva2VuLTEyMzQ1Njc4';
    const response = await report({
      message: `Login failed for anna.muster@example.ch with ${jwt} on result Xy7pQ2rT9wZa`,
      stack: `Error\n    at confirm (/de/confirm/${linkToken}:1:2)\n    at token=${linkToken}`,
      path: `/de/result/Xy7pQ2rT9wZa/anna.muster@example.ch`,
    });
    expect(response.statusCode).toBe(204);
    for (const secret of ['anna.muster@example.ch', jwt, linkToken, 'Xy7pQ2rT9wZa']) {
      expect(output).not.toContain(secret);
    }
    const line = output.split('\n').findLast((l) => l.includes('"client error"'));
    const logged = JSON.parse(line ?? '{}');
    expect(logged.clientError.message).toBe(
      'Login failed for [email] with [token] on result [code]',
    );
    expect(logged.clientError.path).toBe('/de/result/[code]/[email]');
  });

  it('refuses oversized and malformed reports, and limits reports per address', async () => {
    const huge = await report({ message: 'x'.repeat(20_000), path: '/de' });
    expect(huge.statusCode).toBe(413);
    expect((await report({ message: 'no path' })).statusCode).toBe(400);
    expect((await report({ message: 'ok', path: '/de' })).statusCode).toBe(429);
  });
});
