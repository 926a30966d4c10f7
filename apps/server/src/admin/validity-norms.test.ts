import { describe, expect, it } from 'vitest';
import { meanEstimate, peopleNeeded, populationNorms, wilson } from './validity-norms';

describe('norms from stored results', () => {
  it('gives a share with Wilson’s 95 % interval, and the whole scale without people', () => {
    const half = wilson(50, 100);
    expect(half.estimate).toBe(0.5);
    expect(half.low).toBeCloseTo(0.4038, 3);
    expect(half.high).toBeCloseTo(0.5962, 3);
    // At the ends the interval stays inside 0..1 and is not empty.
    const all = wilson(10, 10);
    expect(all.high).toBeCloseTo(1, 9);
    expect(all.low).toBeCloseTo(0.7225, 3);
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
  });

  it('gives a mean with its 95 % interval', () => {
    const mean = meanEstimate([0.2, 0.4, 0.6, 0.8]);
    expect(mean.estimate).toBeCloseTo(0.5, 9);
    // sd 0.2582, n 4: ± 1.96 · 0.1291.
    expect(mean.high - mean.estimate).toBeCloseTo(0.253, 3);
    expect(meanEstimate([0.3])).toMatchObject({ estimate: 0.3, low: 0, high: 1 });
  });

  it('says how many people a share within 0.1 needs to be known to ±5 points', () => {
    expect(peopleNeeded(0.5, 10)).toBe(385);
    expect(peopleNeeded(0.9, 400)).toBe(139);
    expect(peopleNeeded(0.9, 10)).toBe(385);
  });

  it('measures a population: shares within, the long mean, the shift a correction could make', () => {
    const scores = (value: number) => Array.from({ length: 12 }, () => value);
    const pairs = [
      { short: scores(0.5), long: scores(0.55) },
      { short: scores(0.4), long: scores(0.65) },
      { short: scores(0.6), long: scores(0.62) },
    ];
    const norms = populationNorms('fr', pairs);
    expect(norms).toMatchObject({ population: 'fr', people: 3, stillNeeded: 382 });
    const curiosity = norms.values.find((v) => v.value === 'curiosity');
    expect(curiosity?.within.estimate).toBeCloseTo(2 / 3, 9);
    expect(curiosity?.longMean.estimate).toBeCloseTo(0.6067, 3);
    expect(curiosity?.proposedShift).toBeCloseTo(0.1067, 3);
    expect(norms.values).toHaveLength(8);
  });
});
