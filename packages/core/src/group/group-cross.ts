import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { numberedName } from '../questionnaire/score-names';
import { valueStandIn } from '../privacy/value-band';
import { roundTo3 } from '../scoring/round';

/**
 * The fewest members a group's cross is shown for: below it only the count is public (the same
 * rule in the API, the pages, the live feed and the operator's statistics).
 */
export const GROUP_MINIMUM_MEMBERS = 5;

/** score1..score8 of a group's average cross. */
export type GroupAverage = Record<`score${number}`, number>;
/** [25th, 75th percentile] of each value among a group's members. */
export type GroupSpread = Record<`score${number}`, [number, number]>;

/** The average cross and the spread of a group, or both null below the minimum. */
export interface GroupCross {
  average: GroupAverage | null;
  spread: GroupSpread | null;
}

/** The q-quantile (0..1) of sorted values, interpolated linearly between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  const lower = sorted[below] ?? 0;
  const upper = sorted[above] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/**
 * A group's cross from its members' stored scores (each at least the eight values): the mean of
 * each value and its 25th-75th percentile band, rounded to 3 decimals; nothing below
 * GROUP_MINIMUM_MEMBERS members. Each member's value counts only as the middle of its
 * VALUE_BAND-wide band, so every figure, and every comparison of two publications (a join,
 * a leave, members of one's own making), is the same for any value within that band.
 */
export function groupCross(members: readonly (readonly number[])[]): GroupCross {
  if (members.length < GROUP_MINIMUM_MEMBERS) return { average: null, spread: null };
  const average: GroupAverage = {};
  const spread: GroupSpread = {};
  for (const { index } of VALUE_DIMENSIONS) {
    const values = members.map((scores) => valueStandIn(scores[index] ?? 0)).sort((a, b) => a - b);
    const sum = values.reduce((total, value) => total + value, 0);
    const key = numberedName('score', index);
    average[key] = roundTo3(sum / values.length);
    spread[key] = [roundTo3(quantile(values, 0.25)), roundTo3(quantile(values, 0.75))];
  }
  return { average, spread };
}
