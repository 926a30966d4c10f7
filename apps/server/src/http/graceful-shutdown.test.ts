import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import { startServerProcess } from '../testing/server-process';
import { createTestDatabase, testDialect, type TestDatabase } from '../testing/test-database';
import { MINUTE_MS } from '@values-cross/core';

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

  it(
    'finishes the requests in flight on SIGTERM, and each acknowledged result is stored',
    async () => {
      const server = await startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      const post = () =>
        fetch(`${server.baseUrl}/api/v1/answer-set/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answers }),
        }).then(
          async (response) => ({
            status: response.status,
            code: ((await response.json()) as { code?: string }).code,
          }),
          // Refused, or a kept-alive connection closed as the request went out: never served.
          () => ({ status: 0, code: undefined }),
        );
      const inFlight = Array.from({ length: 20 }, post);
      // Once requests are flowing (the first is answered), ask the server to stop.
      await Promise.race(inFlight);
      const exited = new Promise<number | null>((done) =>
        server.child.once('exit', (code) => done(code)),
      );
      server.child.kill('SIGTERM');
      const results = await Promise.all(inFlight);
      expect(await exited).toBe(0);
      // Served requests were answered in full: stored (201) or turned away while closing (503).
      expect(results.filter((result) => ![201, 503, 0].includes(result.status))).toEqual([]);
      const acknowledged = results.flatMap((result) => (result.code ? [result.code] : []));
      expect(acknowledged.length).toBeGreaterThan(0);
      const stored = await database.database.db
        .selectFrom('answer_sets')
        .select('code')
        .where('code', 'in', acknowledged)
        .execute();
      expect(stored).toHaveLength(acknowledged.length);
    },
    MINUTE_MS,
  );
});
