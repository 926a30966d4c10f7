// npm start: builds the app when the build is missing or older than its sources, then serves it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const sources = [
  'packages/core/src',
  'content',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
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

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
