// npm start: builds the app when the build is missing or older than its sources, then serves it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'packages/core/src',
  'packages/contract/src',
  'content',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.js',
];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

const builtAt = Math.min(
  ...outputs.map((path) => (existsSync(join(root, path)) ? statSync(join(root, path)).mtimeMs : 0)),
);
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log('Building Values Cross…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The quick start on one's own machine (no public address, no mail server) writes mail links to
// the log, said out loud; a deployment sets PUBLIC_URL and SMTP_URL (or MAIL_LOG_ONLY itself).
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
if (!env.SMTP_URL && !env.MAIL_LOG_ONLY && !env.PUBLIC_URL) {
  env.MAIL_LOG_ONLY = '1';
  console.log('No SMTP_URL: mails are written to DATA_DIR/outbox and their links to the log.');
}
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// A server ended by a signal (killed, or crashed with an abort) is no clean stop: a supervisor
// must see it, so the exit code is the shell's 128 + the signal's number, and the log says why.
server.on('exit', (code, signal) => {
  if (signal === null) process.exit(code ?? 1);
  const number = constants.signals[signal] ?? 0;
  console.error(`The server stopped on the signal ${signal}.`);
  process.exit(128 + number);
});
