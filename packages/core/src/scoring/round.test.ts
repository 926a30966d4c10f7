import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo3, roundToDecimals } from './round';

describe('roundTo3 (product.md §9: 3 decimals)', () => {
  it.each([
    [0.5, 0.5],
    [1 / 3, 0.333],
    [2 / 3, 0.667],
    [0.0005, 0.001],
    [0.0004999, 0],
    [1.0005, 1.001],
    [0.1235, 0.124],
    [1.005, 1.005],
    [0.638, 0.638],
    [2 * (0.5 - 0.431) + 0.5, 0.638],
    [0.9996, 1],
    [123.4567, 123.457],
    [-1.0005, -1.001],
    [1e-7, 0],
    [2.5e-7, 0],
    [Infinity, Infinity],
    [1e21, 1e21],
  ])('%s -> %s', (x, expected) => {
    expect(roundTo3(x)).toBe(expected);
  });

  it('never returns -0 and passes NaN through', () => {
    expect(Object.is(roundTo3(-0.0004), 0)).toBe(true);
    expect(Object.is(roundTo3(-1e-17), 0)).toBe(true);
    expect(roundTo3(NaN)).toBeNaN();
  });

  it('rounds to 2 decimals for drawing', () => {
    expect(roundToDecimals(33.335, 2)).toBe(33.34);
    expect(roundToDecimals(-12.344, 2)).toBe(-12.34);
  });

  it('keeps at most 3 decimals and moves a number by at most half a thousandth', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x) => {
        const r = roundTo3(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.0005 + 1e-9);
        expect(String(r)).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }),
    );
  });

  it('rounds like the decimal text of the number, ties and near-ties included', () => {
    // The definition: round the shortest decimal text of |x|, half away from zero.
    const byText = (x: number, decimals: number) => {
      const [mantissa = '0', exponent = '0'] = String(Math.abs(x)).split('e');
      const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
      const rounded = Number(`${shifted}e-${decimals}`);
      return x < 0 && rounded !== 0 ? -rounded : rounded;
    };
    const nearTie = fc
      .tuple(
        fc.integer({ min: -2e9, max: 2e9 }),
        fc.constantFrom(2, 3),
        fc.integer({ min: -16, max: 16 }),
      )
      .map(([k, decimals, ulps]) => {
        const tie = (k + 0.5) / 10 ** decimals;
        return [tie + ulps * Number.EPSILON * Math.max(1, Math.abs(tie)), decimals] as const;
      });
    const any = fc.tuple(
      fc.oneof(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1e4, max: 1e4, noNaN: true }),
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
      ),
      fc.constantFrom(2, 3),
    );
    fc.assert(
      fc.property(fc.oneof(nearTie, any), ([x, decimals]) => {
        expect(Object.is(roundToDecimals(x, decimals), byText(x, decimals))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
