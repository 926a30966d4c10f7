import { valueBand } from '../privacy/value-band';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import type { BandCounts } from './band-counts';

/** The fewest results a population needs before any figure of it is published. */
export const POPULATION_MINIMUM = 30;

/** A population's size is published rounded to this. */
export const POPULATION_SIZE_STEP = 10;

/** Where one person stands in a population: its size and, per value, the share below them. */
export interface Standing {
  /** The number of results, rounded to POPULATION_SIZE_STEP; null below POPULATION_MINIMUM. */
  size: number | null;
  /** Per value dimension (VALUE_DIMENSIONS order): whole percent lower, or null. */
  shares: (number | null)[];
}

/**
 * Where a result stands in a population: for each value, the share of people whose value is
 * lower, counted by bands: everyone in a lower band, and half of those in the person's own
 * band (whose order within it no figure may tell). Nothing below POPULATION_MINIMUM.
 */
export function standingAmong(population: BandCounts, scores: readonly number[]): Standing {
  const { people } = population;
  if (people < POPULATION_MINIMUM) {
    return { size: null, shares: VALUE_DIMENSIONS.map(() => null) };
  }
  const shares = VALUE_DIMENSIONS.map(({ index }, row) => {
    const bands = population.bands[row] ?? [];
    const own = valueBand(scores[index] ?? 0);
    const below = bands.slice(0, own).reduce((sum, n) => sum + n, 0);
    return Math.round((100 * (below + (bands[own] ?? 0) / 2)) / people);
  });
  const size = Math.round(people / POPULATION_SIZE_STEP) * POPULATION_SIZE_STEP;
  return { size, shares };
}
