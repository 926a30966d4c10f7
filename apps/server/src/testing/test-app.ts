import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { checkAnswersAgainstDescription } from './answers-as-described';
import { loadConfig, type Config } from '../config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** An app on a fresh database, as the tests use it through `app.inject()`. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  close: () => Promise<void>;
}

/** What tests and helpers reach of a test app; `useTestApp` closes it for them. */
export type TestAppAccess = Omit<TestApp, 'close'>;

/** Builds the real app on a fresh database; `env` overrides settings for the test. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'silent',
    // Cheap password hashing keeps the suite fast; production refuses less than 19 MiB.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    ...env,
  });
  const app = await buildApp({ config, database: testDatabase.database });
  const described = checkAnswersAgainstDescription(app);
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      if (described.mismatches.length > 0) {
        throw new Error(
          `Answers that the OpenAPI description does not describe:\n${[...new Set(described.mismatches)].join('\n')}`,
        );
      }
    },
  };
}
