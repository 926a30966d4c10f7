import { bandStandIn } from '../privacy/value-band';
import { roundToDecimals } from '../scoring/round';
import type { BandCounts } from './band-counts';
import { POPULATION_MINIMUM } from './minimum';

/** An open-data cell's count is published rounded to this. */
export const CELL_COUNT_STEP = 5;

/** One value's distribution in a cell: mean and quartiles, rounded to 0.01. */
export interface ValueFigures {
  mean: number;
  q1: number;
  median: number;
  q3: number;
}

/** What the open data publishes of a cell: its rounded count and each value's distribution. */
export interface CellFigures {
  count: number;
  /** Per value dimension, in VALUE_DIMENSIONS order. */
  values: ValueFigures[];
}

/** The q-quantile of the stand-ins of a band row (sorted by band), interpolated as groups do. */
function bandQuantile(bands: readonly number[], people: number, q: number): number {
  const position = (people - 1) * q;
  const at = (rank: number) => {
    let seen = 0;
    for (const [band, n] of bands.entries()) {
      seen += n;
      if (rank < seen) return bandStandIn(band);
    }
    return bandStandIn(bands.length - 1);
  };
  const below = Math.floor(position);
  const lower = at(below);
  return lower + (at(Math.min(people - 1, below + 1)) - lower) * (position - below);
}

const hundredths = (x: number) => roundToDecimals(x, 2);

/**
 * The open data of one cell, from its people's bands only (each value counts as the middle of
 * its band, as in a group): the count rounded to CELL_COUNT_STEP, each value's mean and
 * quartiles rounded to 0.01; null below POPULATION_MINIMUM.
 */
export function cellFigures(population: BandCounts): CellFigures | null {
  const { people } = population;
  if (people < POPULATION_MINIMUM) return null;
  const values = population.bands.map((bands) => {
    // Summed in thousandths (integers): the mean is rounded from its exact value.
    const thousandths = bands.reduce(
      (total, n, band) => total + n * Math.round(bandStandIn(band) * 1000),
      0,
    );
    return {
      mean: hundredths(thousandths / people / 1000),
      q1: hundredths(bandQuantile(bands, people, 0.25)),
      median: hundredths(bandQuantile(bands, people, 0.5)),
      q3: hundredths(bandQuantile(bands, people, 0.75)),
    };
  });
  return { count: Math.round(people / CELL_COUNT_STEP) * CELL_COUNT_STEP, values };
}
