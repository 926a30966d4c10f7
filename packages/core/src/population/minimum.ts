import type { BandCounts } from './band-counts';

/** The fewest results a population needs before any figure of it is published. */
export const POPULATION_MINIMUM = 30;

/**
 * The fewest results behind any average cross a person is shown: the result page's average, the
 * statistics and where one stands alike (one threshold; the open data's per-cell means, for
 * research, follow POPULATION_MINIMUM and say so).
 */
export const AVERAGE_MINIMUM = 300;

/**
 * A population's published figures (open data and standing alike) are counted again only once it
 * has gained this many results since they were counted: no two publications differ by one person.
 */
export const SNAPSHOT_MINIMUM_GAIN = POPULATION_MINIMUM;

/**
 * The fewest networks the results that joined a population since its figures were counted must
 * come from before they are counted again (the first time too): whoever adds results around one
 * arrival, to read it from the difference of two publications, needs as many networks of their
 * own (decision 0048).
 */
export const RECOUNT_MINIMUM_NETWORKS = 10;

/**
 * Whether `people` results are enough for figures to be counted afresh, when the figures shown
 * were counted from `basis` (undefined: none yet): at least the minimum, and the minimum gain
 * since. The networks they came from are asked only then (mayRecount).
 */
export function enoughPeople(basis: number | undefined, people: number): boolean {
  if (people < POPULATION_MINIMUM) return false;
  return basis === undefined || people >= basis + SNAPSHOT_MINIMUM_GAIN;
}

/** What joined a population since its figures were counted, as the recount rule asks it. */
export interface Joined {
  /** The networks the results that joined since came from. */
  networks: number;
  /** The fewest networks a recount needs (RECOUNT_MINIMUM_NETWORKS unless configured). */
  minimumNetworks: number;
}

/** Whether figures may be counted afresh: enough people (enoughPeople) from enough networks. */
export function mayRecount(basis: number | undefined, people: number, joined: Joined): boolean {
  return enoughPeople(basis, people) && joined.networks >= joined.minimumNetworks;
}

/**
 * The counts a standing answer compares with: the held counts until the population may be counted
 * again (mayRecount), then the current ones; undefined while it never had the minimum.
 */
export function nextHeldCounts(
  held: BandCounts | undefined,
  current: BandCounts,
  joined: Joined,
): BandCounts | undefined {
  return mayRecount(held?.people, current.people, joined) ? current : held;
}
