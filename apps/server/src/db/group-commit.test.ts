import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  it('writes what arrives during a commit together in the next one, and settles each after it', async () => {
    const batches: number[][] = [];
    const committed = new Set<number>();
    let release: () => void = () => undefined;
    const writer = new GroupCommit<number>(async (items) => {
      batches.push([...items]);
      if (batches.length === 1) await new Promise<void>((done) => (release = done));
      items.forEach((item) => committed.add(item));
    });
    const settled: number[] = [];
    const first = writer.add(1).then(() => settled.push(1));
    const later = [2, 3, 4].map((n) => writer.add(n).then(() => settled.push(n)));
    await new Promise((done) => setTimeout(done, 5));
    // Nothing is acknowledged before its commit finished.
    expect(settled).toEqual([]);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(settled.every((n) => committed.has(n))).toBe(true);
  });

  it('fails only the item that cannot be written when a batch fails', async () => {
    let hold: Promise<void> | null = new Promise((done) => setTimeout(done, 5));
    const writer = new GroupCommit<number>(async (items) => {
      if (hold) await hold;
      hold = null;
      if (items.includes(13)) throw Object.assign(new Error('constraint'), { code: 'X' });
    });
    const outcomes = await Promise.allSettled([10, 11, 13, 12].map((n) => writer.add(n)));
    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
