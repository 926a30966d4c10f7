import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_MINIMUM_MEMBERS, groupCross, quantile } from './group-cross';

const member = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
  minLength: 12,
  maxLength: 12,
});

describe('groupCross', () => {
  it('shows nothing below the minimum of members', () => {
    fc.assert(
      fc.property(fc.array(member, { maxLength: GROUP_MINIMUM_MEMBERS - 1 }), (members) => {
        expect(groupCross(members)).toEqual({ average: null, spread: null });
      }),
    );
  });

  it('averages each of the eight values and keeps it inside its quartile band', () => {
    fc.assert(
      fc.property(
        fc.array(member, { minLength: GROUP_MINIMUM_MEMBERS, maxLength: 40 }),
        (members) => {
          const { average, spread } = groupCross(members);
          expect(Object.keys(average ?? {})).toHaveLength(8);
          for (let n = 1; n <= 8; n += 1) {
            const values = members.map((scores) => scores[n - 1] ?? 0);
            const mean = values.reduce((a, b) => a + b, 0) / values.length;
            // Rounded to 3 decimals: off by at most half a thousandth (a tie like 0.0625 included).
            expect(Math.abs((average?.[`score${n}`] ?? NaN) - mean)).toBeLessThanOrEqual(
              0.0005 + 1e-12,
            );
            const [low, high] = spread?.[`score${n}`] ?? [NaN, NaN];
            expect(low).toBeLessThanOrEqual(high);
            expect(low).toBeGreaterThanOrEqual(Math.min(...values) - 0.0005);
            expect(high).toBeLessThanOrEqual(Math.max(...values) + 0.0005);
          }
          expect(average).not.toHaveProperty('score9');
        },
      ),
    );
  });

  it('computes the quartiles of a known group', () => {
    const members = [0.1, 0.2, 0.3, 0.4, 0.5].map((v) => Array<number>(12).fill(v));
    const { average, spread } = groupCross(members);
    expect(average?.score1).toBe(0.3);
    expect(spread?.score8).toEqual([0.2, 0.4]);
    expect(quantile([0, 1], 0.25)).toBe(0.25);
  });
});
