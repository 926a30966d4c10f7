import type { BandCounts } from './band-counts';
import { cellFigures, type CellFigures } from './cell-figures';
import { POPULATION_MINIMUM } from './standing';

/** A cell's published figures change only once it has gained this many results. */
export const SNAPSHOT_MINIMUM_GAIN = POPULATION_MINIMUM;

/** A cell as a snapshot publishes it, with the exact count its figures were computed from. */
export interface PublishedCell {
  /** The exact number of results the figures come from (kept, never published). */
  basis: number;
  figures: CellFigures;
}

/**
 * A cell's figures in a new snapshot: computed afresh when the cell is new or has gained at
 * least SNAPSHOT_MINIMUM_GAIN results since the figures it shows were computed, otherwise the
 * figures of the earlier snapshot again (also when results were erased since); undefined while
 * a cell never had POPULATION_MINIMUM results.
 */
export function nextPublishedCell(
  previous: PublishedCell | undefined,
  population: BandCounts,
): PublishedCell | undefined {
  if (previous && population.people < previous.basis + SNAPSHOT_MINIMUM_GAIN) return previous;
  const figures = cellFigures(population);
  return figures ? { basis: population.people, figures } : previous;
}
