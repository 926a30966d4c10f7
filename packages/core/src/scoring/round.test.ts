import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo3, roundToDecimals } from './round';

describe('roundTo3 (spec 9: 3 decimals)', () => {
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
});
