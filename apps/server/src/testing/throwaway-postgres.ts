import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** A PostgreSQL cluster of a test's own, which the test may stop and start at will. */
export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
  start: () => void;
  destroy: () => void;
}

function asOwner(command: string, args: string[]): void {
  const isRoot = process.getuid?.() === 0;
  const [file, fileArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args]]
    : [join(PG_BIN, command), args];
  execFileSync(file, fileArgs, { stdio: 'ignore' });
}

/** Creates and starts a cluster on loopback (as the postgres user when running as root). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'values-cross-pg-fault-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dir, uid, -1);
  }
  const port = await freePort();
  const data = join(dir, 'data');
  asOwner('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    asOwner('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
  const stop = () => asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
