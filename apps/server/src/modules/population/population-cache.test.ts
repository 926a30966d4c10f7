import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DatabaseSchema } from '../../db/schema';
import { PopulationCache } from './population-cache';

/** A database of no result whose every read waits for the test to end it, counting the reads. */
function database() {
  const reads: { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }[] = [];
  const query: object = new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'execute'
          ? () => new Promise((resolve, reject) => reads.push({ resolve, reject }))
          : () => query,
    },
  );
  return { reads, db: query as Kysely<DatabaseSchema> };
}

/** Lets the count's pending steps run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PopulationCache', () => {
  it('counts once for everyone who asks, and again once the count is refreshMs old', async () => {
    let now = 1000;
    const { reads, db } = database();
    const population = new PopulationCache(db, 100, () => now);
    const asked = [population.get(), population.get()];
    await settle();
    expect(reads).toHaveLength(1);
    now = 1050;
    reads[0]?.resolve([]);
    const [first, second] = await Promise.all(asked);
    expect(first).toBe(second);
    expect(first?.cells).toEqual(new Map());
    now = 1099;
    await population.get();
    expect(reads).toHaveLength(1);
    // Counted from when the count began, not from when it ended.
    now = 1100;
    void population.get();
    await settle();
    expect(reads).toHaveLength(2);
  });

  it('keeps no failed count: everyone waiting gets the failure, and the next ask counts again', async () => {
    const { reads, db } = database();
    const population = new PopulationCache(db, 100, () => 1000);
    const asked = [population.get(), population.get()];
    await settle();
    reads[0]?.reject(new Error('database down'));
    for (const answer of asked) await expect(answer).rejects.toThrow('database down');
    const again = population.get();
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.resolve([]);
    expect((await again).cells).toEqual(new Map());
  });
});
