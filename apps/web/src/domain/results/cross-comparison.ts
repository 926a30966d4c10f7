import { VALUE_DIMENSIONS, type DimensionKey } from '@values-cross/core';

/** Without ranges, differences below this many percentage points read as 'about the same'. */
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

/** The one-answer range of each of the visitor's values, by dimension index (0..11). */
export type OwnRanges = ReadonlyMap<number, { low: number; high: number }>;

/**
 * The eight value differences between two crosses, largest first. With the visitor's one-answer
 * ranges, a difference is 'about the same' when the other value lies within the visitor's range
 * (one different answer could close it); the other side's range is not published, so only the
 * visitor's counts. Without ranges, differences below SAME_WITHIN_POINTS are 'about the same'.
 */
export function compareCrosses(
  mine: readonly number[],
  theirs: readonly number[],
  ranges: OwnRanges | null = null,
): ValueDifference[] {
  return VALUE_DIMENSIONS.map(({ key, index }) => {
    const a = Math.round((mine[index] ?? 0.5) * 100);
    const b = Math.round((theirs[index] ?? 0.5) * 100);
    const points = a - b;
    const range = ranges?.get(index);
    const same = range
      ? b >= Math.round(range.low * 100) && b <= Math.round(range.high * 100)
      : Math.abs(points) < SAME_WITHIN_POINTS;
    const verdict = same ? 'same' : points > 0 ? 'higher' : 'lower';
    return { dimension: key, mine: a, theirs: b, points, verdict } as const;
  }).sort((x, y) => Math.abs(y.points) - Math.abs(x.points));
}
