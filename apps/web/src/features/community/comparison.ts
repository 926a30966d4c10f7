import { VALUE_DIMENSIONS, type DimensionKey } from '@values-cross/core';

/** Differences below this many percentage points read as 'about the same'. */
export const SAME_WITHIN_POINTS = 5;

/** How one value compares between the visitor and someone else, in percentage points. */
export interface ValueDifference {
  dimension: DimensionKey;
  mine: number;
  theirs: number;
  /** Mine minus theirs, in whole points. */
  points: number;
  verdict: 'same' | 'higher' | 'lower';
}

/** The eight value differences between two crosses, largest first. */
export function compareCrosses(
  mine: readonly number[],
  theirs: readonly number[],
): ValueDifference[] {
  return VALUE_DIMENSIONS.map(({ key, index }) => {
    const a = Math.round((mine[index] ?? 0.5) * 100);
    const b = Math.round((theirs[index] ?? 0.5) * 100);
    const points = a - b;
    const verdict =
      Math.abs(points) < SAME_WITHIN_POINTS ? 'same' : points > 0 ? 'higher' : 'lower';
    return { dimension: key, mine: a, theirs: b, points, verdict } as const;
  }).sort((x, y) => Math.abs(y.points) - Math.abs(x.points));
}
