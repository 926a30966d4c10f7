import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Every result of the browser suite comes from this machine, one network: the population is
 * counted without the rule on networks (decision 0048), which the server suite tests. The
 * operator's command the tests run reads it from the environment too.
 */
const RECOUNT_MINIMUM_NETWORKS = '1';

/** The operator token of the server under test (the operator page is checked by a journey). */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789abcdef';

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`Server at ${baseUrl} did not become healthy`);
}

/**
 * Starts the built server on a free port with a fresh database of its own, and tells this
 * process's helpers where it is (each Playwright worker is a process with a server of its own:
 * what one worker's journeys count, the others never add to). Returns its base URL and its teardown.
 */
export async function startServerUnderTest(): Promise<{
  baseUrl: string;
  stop: () => Promise<void>;
}> {
  process.env.RECOUNT_MINIMUM_NETWORKS = RECOUNT_MINIMUM_NETWORKS;
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'values-cross-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = join(dataDir, 'app.db');
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No mail server: mails stay in DATA_DIR/outbox, on purpose.
      MAIL_LOG_ONLY: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      // Standing answers count the population afresh; open data is published by the tests.
      POPULATION_REFRESH_SECONDS: '0',
      OPEN_DATA_SCHEDULE: 'off',
      RECOUNT_MINIMUM_NETWORKS,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, Date.now() + 20_000);
  process.env.E2E_DATA_DIR = dataDir;
  // Fixtures delete the users they created with the operator's command on the same database.
  process.env.E2E_DATABASE_URL = databaseUrl;

  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}
