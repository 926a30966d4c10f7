// Starts the built product with `npm start`'s script again and again, each time on a fresh
// SQLite database: it must answer a page and the API, then stop cleanly on SIGTERM (exit 0,
// nothing on stderr). Last, a server killed by a signal must make the script exit non-zero.
// Usage: node scripts/start-check.mjs [starts=100], two at a time. Runs on whichever Node runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const starts = Number(process.argv[2] ?? 100);

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the product; resolves once it answers, with the process and what it wrote to stderr. */
async function start() {
  const folder = mkdtempSync(join(tmpdir(), 'values-cross-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: folder,
      DATABASE_URL: join(folder, 'app.db'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let ready = false;
  while (!ready && Date.now() < deadline && child.exitCode === null) {
    ready = (await answers(`${base}/api/v1/health`)) && (await answers(`${base}/de`));
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    child,
    exited,
    ready,
    stderr: () => stderr,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

const began = Date.now();
let started = 0;
/** One lane of starts after each other; two lanes keep both cores busy. */
async function lane() {
  while (started < starts) {
    started += 1;
    const n = started;
    const run = await start();
    if (run.ready) run.child.kill('SIGTERM');
    const { code, signal } = await run.exited;
    run.remove();
    if (!run.ready || code !== 0 || run.stderr().trim() !== '') {
      console.error(
        `Start ${n} of ${starts} failed: answered ${run.ready}, exit ${code ?? signal}`,
      );
      console.error(run.stderr());
      process.exit(1);
    }
  }
}
await Promise.all([lane(), lane()]);
console.log(
  `${starts} starts answered and stopped cleanly on Node ${process.version} (${((Date.now() - began) / 1000).toFixed(1)} s).`,
);

// A server that dies from a signal is no clean stop for whoever supervises `npm start`.
const run = await start();
const server = serverOf(run.child.pid);
process.kill(server, 'SIGKILL');
const { code } = await run.exited;
run.remove();
if (code !== 128 + 9 || !run.stderr().includes('SIGKILL')) {
  console.error(`A killed server let npm start exit with ${code}: ${run.stderr()}`);
  process.exit(1);
}
console.log('A server killed by SIGKILL makes npm start exit with 137 and say why.');

/** The server process the start script spawned (its only child). */
function serverOf(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  return Number(children[0]);
}
