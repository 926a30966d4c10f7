import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Name of the file in DATA_DIR that holds the generated token secret. */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret that signs login tokens: JWT_SECRET when configured, else the one in
 * `$DATA_DIR/jwt-secret`, created with 48 random bytes (mode 0600) on first use. Never a constant.
 */
export function loadJwtSecret({
  configured,
  dataDir,
}: {
  configured: string | undefined;
  dataDir: string;
}): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const path = join(dataDir, JWT_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': exactly one of several instances starting at once creates it; the others read it.
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(path, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${path} holds no usable secret (delete it to renew)`);
  return new TextEncoder().encode(secret);
}
