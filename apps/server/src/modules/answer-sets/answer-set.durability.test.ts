import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import {
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../testing/server-process';
import { createTestDatabase, testDialect, type TestDatabase } from '../../testing/test-database';
import { MINUTE_MS } from '@values-cross/core';

const answers = pickAnswers(currentQuestionnaire(), { row: 2 });

/** The codes of `codes` that the server does not answer with their result. */
async function missingResults(server: ServerProcess, codes: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const code of codes) {
    const response = await fetch(`${server.baseUrl}/api/v1/answer-set/${code}`);
    if (response.status !== 200) missing.push(code);
  }
  return missing;
}

/**
 * Posts results from `writers` concurrent clients until `enough` were acknowledged (201), then
 * kills the server with SIGKILL; returns the codes it acknowledged.
 */
async function writeUntilKilled(
  server: ServerProcess,
  { writers, enough, body }: { writers: number; enough: number; body: object },
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async () => {
    while (!killed) {
      try {
        const response = await fetch(`${server.baseUrl}/api/v1/answer-set/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { code: string }).code);
      } catch {
        return; // the process is gone
      }
    }
  };
  const running = Array.from({ length: writers }, writer);
  const deadline = Date.now() + 30_000;
  while (acknowledged.length < enough && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 2));
  }
  await stopServerProcess(server, 'SIGKILL');
  killed = true;
  await Promise.all(running);
  return acknowledged;
}

describe(`an acknowledged result survives kill -9 (${testDialect()})`, () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'values-cross-kill-'));
  });
  afterAll(async () => {
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'reads back every code answered 201 before the process was killed',
    async () => {
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
      const server = await startServerProcess(env);
      const acknowledged = await writeUntilKilled(server, {
        writers: 6,
        enough: 150,
        body: { answers, longVersionAttempted: true },
      });

      const restarted = await startServerProcess(env);
      try {
        const missing = await missingResults(restarted, acknowledged);
        expect(acknowledged.length).toBeGreaterThanOrEqual(150);
        expect(missing).toEqual([]);
      } finally {
        await stopServerProcess(restarted);
      }
    },
    MINUTE_MS,
  );

  it('loses nothing acknowledged and writes no half batch when killed in the middle of a batch', async () => {
    const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
    const server = await startServerProcess(env);
    // 32 writers at once: commits are batches of many answer sets, so the kill lands mid-batch.
    const acknowledged = await writeUntilKilled(server, {
      writers: 32,
      enough: 400,
      body: { answers, language: 'fr' },
    });

    const restarted = await startServerProcess(env);
    try {
      const missing = await missingResults(restarted, acknowledged);
      expect(acknowledged.length).toBeGreaterThanOrEqual(400);
      expect(missing).toEqual([]);
      // Every stored row is in the statistics and the funnel, and nothing else is: no batch was
      // half written.
      const db = database.database.db;
      const rows = await db
        .selectFrom('answer_sets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const withLanguage = await db
        .selectFrom('answer_sets')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('language', 'is not', null)
        .executeTakeFirstOrThrow();
      const statistics = await db
        .selectFrom('result_statistics')
        .select(['language', 'results'])
        .execute();
      const funnel = await db
        .selectFrom('funnel_counts')
        .select((eb) => eb.fn.sum<number | string>('count').as('n'))
        .where('event', '=', 'result_created')
        .executeTakeFirstOrThrow();
      const resultsIn = (language: string) =>
        Number(statistics.find((row) => row.language === language)?.results ?? 0);
      expect(resultsIn('all')).toBe(Number(rows.n));
      expect(resultsIn('fr') + resultsIn('de') + resultsIn('it') + resultsIn('en')).toBe(
        Number(withLanguage.n),
      );
      expect(Number(funnel.n)).toBe(Number(rows.n));
    } finally {
      await stopServerProcess(restarted);
    }
  }, 90_000);
});
