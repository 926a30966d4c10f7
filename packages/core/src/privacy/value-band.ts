import { roundTo3 } from '../scoring/round';

/**
 * The width of the band a person's value counts with in every published aggregate: a group's
 * figures, the standing answers and the open data. The guarantee: no such figure, alone or
 * compared with others, pins one person's value down to an interval narrower than this.
 */
export const VALUE_BAND = 0.2;

/** Values are 0..1 with 3 decimals: bands are counted in thousandths, free of float error. */
const BAND_THOUSANDTHS = Math.round(VALUE_BAND * 1000);

/** How many bands the 0..1 scale has (five: [0, 0.2), [0.2, 0.4), … [0.8, 1]). */
export const VALUE_BAND_COUNT = Math.ceil(1000 / BAND_THOUSANDTHS);

/** The band (0-based) a value lies in: [0, 0.2), [0.2, 0.4), … with 1 in the last one. */
export function valueBand(value: number): number {
  const thousandths = Math.round(Math.min(1, Math.max(0, value)) * 1000);
  return Math.min(VALUE_BAND_COUNT - 1, Math.floor(thousandths / BAND_THOUSANDTHS));
}

/** What a band counts as in every published figure: its middle (0.1, 0.3, … 0.9). */
export function bandStandIn(band: number): number {
  return roundTo3(((band + 0.5) * BAND_THOUSANDTHS) / 1000);
}

/** What a value counts as in every published figure: the middle of its band. */
export function valueStandIn(value: number): number {
  return bandStandIn(valueBand(value));
}
