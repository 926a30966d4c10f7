import { describe, expect, it } from 'vitest';
import { compareCrosses } from '@/domain/results/cross-comparison';

describe('compareCrosses', () => {
  it('gives each value difference in points with a verdict, largest first', () => {
    const mine = [0.8, 0.5, 0.52, 0.1, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0];
    const theirs = [0.5, 0.5, 0.5, 0.4, 0.5, 0.5, 0.5, 0.5, 1, 1, 1, 1];
    const differences = compareCrosses(mine, theirs);
    expect(differences).toHaveLength(8);
    expect(differences.slice(0, 3)).toEqual([
      { dimension: 'curiosity', mine: 80, theirs: 50, points: 30, verdict: 'higher' },
      { dimension: 'loyalty', mine: 10, theirs: 40, points: -30, verdict: 'lower' },
      { dimension: 'equality', mine: 52, theirs: 50, points: 2, verdict: 'same' },
    ]);
  });

  it('with the own ranges, calls a difference about the same only when the other value lies within the range', () => {
    const mine = [0.8, 0.5, 0.52, 0.1, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0];
    const theirs = [0.5, 0.5, 0.5, 0.4, 0.5, 0.5, 0.56, 0.5, 1, 1, 1, 1];
    const ranges = new Map([
      [0, { low: 0.45, high: 0.9 }], // curiosity: 50 inside 45..90 despite 30 points
      [2, { low: 0.515, high: 0.6 }], // equality: 50 below 52..60 though only 2 points
      [3, { low: 0.05, high: 0.4 }], // loyalty: 40 on the edge counts as inside
      [6, { low: 0.45, high: 0.55 }], // freedom: 56 above 45..55
    ]);
    const verdicts = Object.fromEntries(
      compareCrosses(mine, theirs, ranges).map((d) => [d.dimension, d.verdict]),
    );
    expect(verdicts).toMatchObject({
      curiosity: 'same',
      equality: 'higher',
      loyalty: 'same',
      freedom: 'lower',
    });
    // A value without a range keeps the fixed rule.
    expect(verdicts.technology).toBe('same');
  });
});
