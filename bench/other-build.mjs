// A production build of another commit (`npm run bench` with BENCH_AGAINST=<git ref>), so that a
// change is measured against the commit before it in the same run: a worktree of that commit in
// a temporary folder, installed from its own lockfile and built, removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './support.mjs';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Checks out, installs and builds `ref`; returns its folder, its commit and a way to remove it. */
export function buildOfCommit(ref) {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const folder = mkdtempSync(join(tmpdir(), 'values-cross-build-'));
  run('git', ['worktree', 'add', '--detach', folder, commit], root);
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: root });
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    run('npm', ['ci', '--no-audit', '--no-fund'], folder);
    run('npm', ['run', 'build'], folder);
  } catch (error) {
    remove();
    throw error;
  }
  return { root: folder, commit, remove };
}
