import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import { startServerProcess, stopServerProcess } from '../testing/server-process';
import { testDialect } from '../testing/test-database';
import { startThrowawayPostgres } from '../testing/throwaway-postgres';
import { MINUTE_MS } from '@values-cross/core';

const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });

// Runs in the PostgreSQL suite: it stops a database server of its own under a running app.
describe.runIf(testDialect() === 'postgres')('PostgreSQL outage', () => {
  it(
    'answers 503 unavailable fast while the database is down and recovers by itself',
    async () => {
      const postgres = await startThrowawayPostgres();
      const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-outage-'));
      const server = await startServerProcess({ DATABASE_URL: postgres.url, DATA_DIR: dataDir });
      const post = () =>
        fetch(`${server.baseUrl}/api/v1/answer-set/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ answers }),
        });
      try {
        expect((await post()).status).toBe(201);
        postgres.stop();

        const started = Date.now();
        const during = await post();
        expect(during.status).toBe(503);
        expect(await during.json()).toEqual({ detail: 'unavailable' });
        expect(Date.now() - started).toBeLessThan(3000);
        const health = await fetch(`${server.baseUrl}/api/v1/health`);
        expect(health.status).toBe(503);

        postgres.start();
        let recovered = 0;
        for (let attempt = 0; attempt < 50 && recovered !== 201; attempt += 1) {
          recovered = (await post()).status;
          if (recovered !== 201) await new Promise((done) => setTimeout(done, 200));
        }
        expect(recovered).toBe(201);
        expect((await fetch(`${server.baseUrl}/api/v1/health`)).status).toBe(200);
      } finally {
        await stopServerProcess(server);
        postgres.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    MINUTE_MS,
  );
});
