import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JWT_SECRET_FILE, loadJwtSecret } from './jwt-secret';

describe('loadJwtSecret', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('uses JWT_SECRET when it is configured and writes nothing', () => {
    const dir = tempDir();
    const secret = loadJwtSecret({ configured: 'x'.repeat(40), dataDir: dir });
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    expect(() => statSync(join(dir, JWT_SECRET_FILE))).toThrow();
  });

  it('generates a random secret into DATA_DIR (mode 0600) once and reuses it', () => {
    const dir = join(tempDir(), 'data');
    const first = loadJwtSecret({ configured: undefined, dataDir: dir });
    const file = join(dir, JWT_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^[\w-]{64}$/);
    expect(loadJwtSecret({ configured: undefined, dataDir: dir })).toEqual(first);
    const elsewhere = loadJwtSecret({ configured: undefined, dataDir: tempDir() });
    expect(elsewhere).not.toEqual(first);
  });
});
