// Shared pieces of the benchmarks: building, starting the production server, the ceiling (in a
// process of its own).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the production bundle (npm start would do the same when sources changed). */
export function build() {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('build failed');
}

/**
 * Starts the production server with the given environment (of this checkout, or of the build in
 * `from`); resolves once it is healthy.
 */
export async function startServer(env, { from = root } = {}) {
  const port = await freePort();
  // SERVER_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'apps/server/dist/server.js'], {
    cwd: from,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No mail server: mails stay in DATA_DIR/outbox, on purpose.
      MAIL_LOG_ONLY: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
      // Every benchmark visitor comes from 127.0.0.1: no cap on one address's connections.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return { baseUrl, child, pid: child.pid };
    } catch {
      // starting
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

export async function stopServer(server) {
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill('SIGTERM');
  await exited;
}

/** A bare node:http server answering every request with fixed bytes: the ceiling to compare to. */
/**
 * Starts the ceiling (bench/ceiling-server.mjs) in a process of its own, answering from
 * `recording` (a Map of replayKey to { status, headers, raw }); resolves once it listens.
 */
export async function startCeiling(recording) {
  const dir = mkdtempSync(join(tmpdir(), 'values-cross-ceiling-'));
  const file = join(dir, 'recording.json');
  const answers = Object.fromEntries(
    [...recording].map(([key, { status, headers, raw }]) => [
      key,
      { status, headers, raw: Buffer.from(raw).toString('base64') },
    ]),
  );
  writeFileSync(file, JSON.stringify(answers));
  const child = spawn(process.execPath, [join(root, 'bench', 'ceiling-server.mjs'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the ceiling server stopped (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    close: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs autocannon against one request shape; returns req/s and latency percentiles. */
export async function measure({ url, method = 'GET', body, headers = {}, seconds, connections }) {
  const result = await autocannon({
    url,
    method,
    body,
    headers: body ? { 'content-type': 'application/json', ...headers } : headers,
    duration: seconds,
    connections,
    pipelining: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
