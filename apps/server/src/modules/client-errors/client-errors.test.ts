import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { TestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

describe(`POST /api/v1/client-errors (${testDialect()})`, () => {
  const test = useTestApp({ RELEASE: 'build-42', RATE_LIMIT_MAX: '3' });
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

  it('refuses oversized and malformed reports, and limits reports per address', async () => {
    const huge = await report({ message: 'x'.repeat(20_000), path: '/de' });
    expect(huge.statusCode).toBe(413);
    expect((await report({ message: 'no path' })).statusCode).toBe(400);
    expect((await report({ message: 'ok', path: '/de' })).statusCode).toBe(429);
  });
});
