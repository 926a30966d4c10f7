import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { numberedName } from '../questionnaire/score-names';
import { roundTo3 } from '../scoring/round';

/**
 * The fewest members a group's cross is shown for: below it only the count is public (the same
 * rule in the API, the pages, the live feed and the operator's statistics).
 */
export const GROUP_MINIMUM_MEMBERS = 5;

/**
 * The width of the band a member's value counts with in every figure of a group (the published
 * guarantee: no figure lets anyone pin one member's value down to an interval narrower than this).
 */
export const GROUP_VALUE_BAND = 0.2;

/** Values are 0..1 with 3 decimals: bands are counted in thousandths, free of float error. */
const BAND_THOUSANDTHS = Math.round(GROUP_VALUE_BAND * 1000);
const BAND_COUNT = Math.ceil(1000 / BAND_THOUSANDTHS);

/** The band (0-based) a value lies in: [0, 0.2), [0.2, 0.4), … with 1 in the last one. */
export function groupValueBand(value: number): number {
  const thousandths = Math.round(Math.min(1, Math.max(0, value)) * 1000);
  return Math.min(BAND_COUNT - 1, Math.floor(thousandths / BAND_THOUSANDTHS));
}

/** What a value counts as in a group's figures: the middle of its band (0.1, 0.3, … 0.9). */
export function groupValueStandIn(value: number): number {
  return roundTo3(((groupValueBand(value) + 0.5) * BAND_THOUSANDTHS) / 1000);
}

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
 * GROUP_VALUE_BAND-wide band, so every figure, and every comparison of two publications (a join,
 * a leave, members of one's own making), is the same for any value within that band.
 */
export function groupCross(members: readonly (readonly number[])[]): GroupCross {
  if (members.length < GROUP_MINIMUM_MEMBERS) return { average: null, spread: null };
  const average: GroupAverage = {};
  const spread: GroupSpread = {};
  for (const { index } of VALUE_DIMENSIONS) {
    const values = members
      .map((scores) => groupValueStandIn(scores[index] ?? 0))
      .sort((a, b) => a - b);
    const sum = values.reduce((total, value) => total + value, 0);
    const key = numberedName('score', index);
    average[key] = roundTo3(sum / values.length);
    spread[key] = [roundTo3(quantile(values, 0.25)), roundTo3(quantile(values, 0.75))];
  }
  return { average, spread };
}
