import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysetPages } from './keyset-pages';

describe('keysetPages', () => {
  it('reads every row once, in key order, whatever the page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { maxLength: 60 }),
        fc.integer({ min: 1, max: 25 }),
        async (keys, size) => {
          const sorted = [...keys].sort();
          const asked: string[] = [];
          const page = (after: string, limit: number) => {
            asked.push(after);
            return Promise.resolve(sorted.filter((key) => key > after).slice(0, limit));
          };
          const read: string[] = [];
          for await (const rows of keysetPages(page, { keyOf: (key) => key, size })) {
            expect(rows.length).toBeLessThanOrEqual(size);
            read.push(...rows);
          }
          expect(read).toEqual(sorted);
          // One query per full page, and one that finds the rest (or nothing).
          expect(asked).toHaveLength(Math.floor(sorted.length / size) + 1);
        },
      ),
    );
  });
});
