import { valueBand } from '../privacy/value-band';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import type { BandCounts } from './band-counts';
import { cellFigures } from './cell-figures';
import { AVERAGE_MINIMUM } from './minimum';

/** One value's standing: whole percents of the population below, in and above one's band. */
export interface ValueStanding {
  /** In a lower band. */
  lower: number;
  /** In one's own band: about the same value. */
  same: number;
  /** In a higher band. */
  higher: number;
}

/** Where one person stands in a population, with the figures the open data gives of it. */
export interface Standing {
  /** The number of results, rounded as the open data rounds it; null below POPULATION_MINIMUM. */
  size: number | null;
  /** Per value dimension (VALUE_DIMENSIONS order), or null. */
  values: (ValueStanding | null)[];
  /**
   * Per value dimension, the population's mean as the open data gives it (0..1); null below
   * AVERAGE_MINIMUM, as every average cross a person is shown.
   */
  average: (number | null)[];
}

/**
 * Whole percents of `counts` that add up to exactly 100 (largest remainder: each share rounded
 * down, the missing points to the largest remainders, the earlier one first on a tie).
 */
export function wholePercents(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((n) => (100 * n) / total);
  const shares = exact.map(Math.floor);
  const missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order.slice(0, missing)) shares[i] = (shares[i] ?? 0) + 1;
  return shares;
}

/**
 * Where a result stands in a population, counted by bands: per value, who is in a lower band, in
 * one's own band (about the same: no figure tells the order within a band) and in a higher one,
 * so that the sentence holds at every value, the ends of the scale included. The shares are of
 * the others: with `counted`, the result itself is among the population and is left out of its
 * own band. The size and the average stay the population's, as the open data gives them. Nothing
 * below POPULATION_MINIMUM; no average below AVERAGE_MINIMUM.
 */
export function standingAmong(
  population: BandCounts,
  scores: readonly number[],
  { counted = false }: { counted?: boolean } = {},
): Standing {
  const figures = cellFigures(population);
  if (!figures) {
    const none = VALUE_DIMENSIONS.map(() => null);
    return { size: null, values: none, average: none };
  }
  const values = VALUE_DIMENSIONS.map(({ index }, row) => {
    const bands = population.bands[row] ?? [];
    const own = valueBand(scores[index] ?? 0);
    const sum = (from: number, to: number) =>
      bands.slice(from, to).reduce((total, n) => total + n, 0);
    const others = Math.max(0, (bands[own] ?? 0) - (counted ? 1 : 0));
    const [lower = 0, same = 0, higher = 0] = wholePercents([
      sum(0, own),
      others,
      sum(own + 1, bands.length),
    ]);
    return { lower, same, higher };
  });
  const average = figures.values.map((value) =>
    population.people >= AVERAGE_MINIMUM ? value.mean : null,
  );
  return { size: figures.count, values, average };
}
