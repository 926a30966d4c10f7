// Shared pieces of the benchmarks: building, starting the production server, a bare ceiling.
import { spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
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
export async function startCeiling(responses) {
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    const path = request.url.replace(/\/[0-9A-Za-z]{12}$/, '/:code');
    const fixed = responses[`${request.method} ${path}`];
    if (!fixed) return response.writeHead(404).end();
    request.resume();
    request.on('end', () => {
      response.writeHead(fixed.status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(fixed.body);
    });
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(done)),
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
