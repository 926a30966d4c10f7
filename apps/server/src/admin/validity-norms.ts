import { VALUE_DIMENSIONS, WITHIN, type ShortLongPair } from '@values-cross/core';

/** The 97.5 % quantile of the standard normal: a 95 % interval is ± this many standard errors. */
const Z95 = 1.959964;

/** How precisely the norms want the share within 0.1: ± this at 95 %. */
export const WANTED_HALF_WIDTH = 0.05;

/** An estimate from stored results with its 95 % interval. */
export interface Estimate {
  estimate: number;
  low: number;
  high: number;
}

/** One value's norms in one population of stored long results. */
export interface ValueNorms {
  value: string;
  /** Share of people whose short result lies within 0.1 of their long one (Wilson interval). */
  within: Estimate;
  /** Mean absolute difference of short from long (normal interval). */
  difference: Estimate;
  /** Mean of the long results (normal interval). */
  longMean: Estimate;
  /**
   * What a next version's correction could add to this value's short score so that short
   * results centre on long ones: mean long − mean short. Data for a decision, never applied.
   */
  proposedShift: number;
}

/** The norms of one population (a language region, those who told none, or everyone). */
export interface PopulationNorms {
  population: string;
  people: number;
  /** More results needed before every value's share within 0.1 is known to ± WANTED_HALF_WIDTH. */
  stillNeeded: number;
  values: ValueNorms[];
}

/** Wilson's 95 % interval of a share of `n` (0..1 both ways; nothing known without people). */
export function wilson(successes: number, n: number): Estimate {
  if (n === 0) return { estimate: Number.NaN, low: 0, high: 1 };
  const p = successes / n;
  const z2 = Z95 * Z95;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { estimate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** A mean with its normal 95 % interval (the interval is the whole scale below two people). */
export function meanEstimate(values: readonly number[]): Estimate {
  const n = values.length;
  const mean = n === 0 ? Number.NaN : values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { estimate: mean, low: 0, high: 1 };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  const half = Z95 * Math.sqrt(variance / n);
  return { estimate: mean, low: mean - half, high: mean + half };
}

/**
 * How many people a share needs to be known to ± WANTED_HALF_WIDTH at 95 %, at the share seen
 * (at one half, the most, while fewer than 30 people are seen).
 */
export function peopleNeeded(share: number, seen: number): number {
  const p = seen < 30 || !Number.isFinite(share) ? 0.5 : share;
  return Math.ceil((Z95 * Z95 * p * (1 - p)) / (WANTED_HALF_WIDTH * WANTED_HALF_WIDTH));
}

/** The norms of a population from its people's short and long results. */
export function populationNorms(
  population: string,
  pairs: readonly ShortLongPair[],
): PopulationNorms {
  const people = pairs.length;
  const values = VALUE_DIMENSIONS.map(({ key, index }): ValueNorms => {
    const short = pairs.map((pair) => pair.short[index] ?? Number.NaN);
    const long = pairs.map((pair) => pair.long[index] ?? Number.NaN);
    const differences = short.map((s, i) => Math.abs(s - (long[i] ?? Number.NaN)));
    const within = differences.filter((d) => d <= WITHIN + 1e-9).length;
    const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    return {
      value: key,
      within: wilson(within, people),
      difference: meanEstimate(differences),
      longMean: meanEstimate(long),
      proposedShift: people === 0 ? Number.NaN : mean(long) - mean(short),
    };
  });
  const needed = Math.max(...values.map((v) => peopleNeeded(v.within.estimate, people)));
  return { population, people, stillNeeded: Math.max(0, needed - people), values };
}
