import { describe, expect, it } from 'vitest';
import { compareCrosses } from './comparison';

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
});
