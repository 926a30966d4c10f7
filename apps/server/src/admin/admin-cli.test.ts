import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const entry = resolve(import.meta.dirname, '..', 'admin.ts');
const admin = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', entry, ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: ':memory:', LOG_LEVEL: 'silent' },
    timeout: 30_000,
  });

describe('npm run admin', () => {
  it('lists every command with --help', () => {
    const result = admin('--help');
    expect(result.status).toBe(0);
    for (const command of [
      'content:check',
      'content:import',
      'users:delete',
      'export:answers',
      'stats',
      'db:backup',
    ]) {
      expect(result.stdout).toContain(command);
    }
  });

  it('fails clearly on an unknown command, an unknown flag and missing arguments', () => {
    const unknown = admin('users:purge');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('Unknown command "users:purge"');
    const flag = admin('stats', '--colour');
    expect(flag.status).toBe(2);
    expect(flag.stderr).toMatch(/stats: Unknown option '--colour'/);
    const missing = admin('users:delete');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run admin -- users:delete <email> [--yes]');
  });

  it('runs a command against the configured database', () => {
    const result = admin('stats', '--days', '3');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Funnel, last 3 days');
  });
});
