import { randomFillSync } from 'node:crypto';

// Fresh random bytes from the operating system cost a system call each time; codes and secrets
// take them from a pool filled 8 KiB at a time. Each byte is handed out once.
const POOL_SIZE = 8192;
const pool = Buffer.alloc(POOL_SIZE);
let offset = POOL_SIZE;

/** `size` cryptographically strong random bytes (a copy; at most 1 KiB per call). */
export function randomBytesFromPool(size: number): Buffer {
  if (size > 1024) throw new RangeError('at most 1 KiB per call');
  if (offset + size > POOL_SIZE) {
    randomFillSync(pool);
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  // Handed out bytes are wiped from the pool.
  pool.fill(0, offset, offset + size);
  offset += size;
  return bytes;
}
