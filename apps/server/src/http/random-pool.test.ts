import { describe, expect, it } from 'vitest';
import { randomBytesFromPool } from './random-pool';

describe('randomBytesFromPool', () => {
  it('never hands out the same bytes twice, across refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const bytes = randomBytesFromPool(24);
      expect(bytes).toHaveLength(24);
      const hex = bytes.toString('hex');
      expect(seen.has(hex)).toBe(false);
      seen.add(hex);
    }
  });

  it('spreads bytes evenly enough (no stuck pool)', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 400; i += 1)
      for (const byte of randomBytesFromPool(64)) counts[byte] = (counts[byte] ?? 0) + 1;
    // 25,600 bytes: about 100 of each value; a broken pool would show zeros or a spike.
    expect(Math.min(...counts)).toBeGreaterThan(40);
    expect(Math.max(...counts)).toBeLessThan(180);
    expect(() => randomBytesFromPool(2048)).toThrow(RangeError);
  });
});
