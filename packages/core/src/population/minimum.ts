import type { BandCounts } from './band-counts';

/** The fewest results a population needs before any figure of it is published. */
export const POPULATION_MINIMUM = 30;

/**
 * A population's published figures (open data and standing alike) are counted again only once it
 * has gained this many results since they were counted: no two publications differ by one person.
 */
export const SNAPSHOT_MINIMUM_GAIN = POPULATION_MINIMUM;

/**
 * Whether figures may be counted afresh from `people` results, when the figures shown were
 * counted from `basis` (undefined: none yet): at least the minimum, and the minimum gain since.
 */
export function mayRecount(basis: number | undefined, people: number): boolean {
  if (people < POPULATION_MINIMUM) return false;
  return basis === undefined || people >= basis + SNAPSHOT_MINIMUM_GAIN;
}

/**
 * The counts a standing answer compares with: the held counts until the population may be counted
 * again (mayRecount), then the current ones; undefined while it never had the minimum.
 */
export function nextHeldCounts(
  held: BandCounts | undefined,
  current: BandCounts,
): BandCounts | undefined {
  return mayRecount(held?.people, current.people) ? current : held;
}
