import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firmnessInWords } from './firmness-in-words';

describe('firmnessInWords', () => {
  it('says little below 15 points, some up to 29, much from 30', () => {
    expect(firmnessInWords({ low: 0.5, high: 0.5 })).toBe('little');
    expect(firmnessInWords({ low: 0.4, high: 0.54 })).toBe('little');
    expect(firmnessInWords({ low: 0.4, high: 0.55 })).toBe('some');
    expect(firmnessInWords({ low: 0.4, high: 0.69 })).toBe('some');
    expect(firmnessInWords({ low: 0.4, high: 0.7 })).toBe('much');
    expect(firmnessInWords({ low: 0.19, high: 1 })).toBe('much');
  });

  it('never says less for a wider range', () => {
    const order = { little: 0, some: 1, much: 2 } as const;
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (low, a, b) => {
          const [narrow, wide] = a <= b ? [a, b] : [b, a];
          const width = (w: number) => ({ low: low * (1 - w), high: low * (1 - w) + w });
          return order[firmnessInWords(width(narrow))] <= order[firmnessInWords(width(wide))];
        },
      ),
    );
  });
});
