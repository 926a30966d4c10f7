import { valueBand, VALUE_BAND_COUNT } from '../privacy/value-band';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';

/**
 * A population as every published figure sees it: how many people, and how many of them have
 * each value in each band (one row per value dimension, in VALUE_DIMENSIONS order). Nothing
 * finer than a band is kept, so nothing finer can be published.
 */
export interface BandCounts {
  people: number;
  bands: number[][];
}

/** A population of nobody. */
export function emptyBandCounts(): BandCounts {
  return {
    people: 0,
    bands: VALUE_DIMENSIONS.map(() => Array.from({ length: VALUE_BAND_COUNT }, () => 0)),
  };
}

/** Counts one person (their stored scores, at least the eight values) into a population. */
export function countPerson(counts: BandCounts, scores: readonly number[]): void {
  counts.people += 1;
  VALUE_DIMENSIONS.forEach(({ index }, row) => {
    const bands = counts.bands[row];
    const band = valueBand(scores[index] ?? 0);
    if (bands) bands[band] = (bands[band] ?? 0) + 1;
  });
}

/** A population of the given people's scores. */
export function bandCountsOf(people: readonly (readonly number[])[]): BandCounts {
  const counts = emptyBandCounts();
  for (const scores of people) countPerson(counts, scores);
  return counts;
}
