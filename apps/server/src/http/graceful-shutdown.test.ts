import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import { startServerProcess } from '../testing/server-process';
import { createTestDatabase, testDialect, type TestDatabase } from '../testing/test-database';

const answers = pickAnswers(currentQuestionnaire(), { row: 2 });

describe(`graceful shutdown (${testDialect()})`, () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'values-cross-shutdown-'));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the requests in flight on SIGTERM, and each acknowledged result is stored', async () => {
    const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
    // 'refused': the connection was refused (the server had stopped listening); 'cut': a
    // request the server had accepted lost its connection before the answer.
    const post = () =>
      fetch(`${server.baseUrl}/api/v1/answer-set/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ answers }),
      }).then(
        async (response) => ({
          status: String(response.status),
          code: ((await response.json()) as { code?: string }).code,
        }),
        (error: { cause?: { code?: string } }) => ({
          status: error.cause?.code === 'ECONNREFUSED' ? 'refused' : 'cut',
          code: undefined,
        }),
      );
    const inFlight = Array.from({ length: 20 }, post);
    // Let the requests reach the server, then ask it to stop.
    await new Promise((done) => setTimeout(done, 20));
    const exited = new Promise<number | null>((done) =>
      server.child.once('exit', (code) => done(code)),
    );
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await exited).toBe(0);
    // Every request got a whole answer: stored (201), or turned away cleanly while closing (503,
    // or a refused connection). None was cut off.
    expect(
      results.map((result) => result.status).filter((s) => !['201', '503', 'refused'].includes(s)),
    ).toEqual([]);
    const acknowledged = results.flatMap((result) => (result.code ? [result.code] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await database.database.db
      .selectFrom('answer_sets')
      .select('code')
      .where('code', 'in', acknowledged)
      .execute();
    expect(stored).toHaveLength(acknowledged.length);
  }, 60_000);
});
