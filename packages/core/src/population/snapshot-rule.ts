import type { BandCounts } from './band-counts';
import { cellFigures, type CellFigures } from './cell-figures';
import { mayRecount } from './minimum';

/** A cell as a snapshot publishes it, with the exact count its figures were computed from. */
export interface PublishedCell {
  /** The exact number of results the figures come from (kept, never published). */
  basis: number;
  figures: CellFigures;
}

/**
 * A cell's figures in a new snapshot: computed afresh when the cell may be counted again
 * (mayRecount: new with the minimum, or the minimum gain since), otherwise the figures of the
 * earlier snapshot again (also when results were erased since); undefined while a cell never
 * had POPULATION_MINIMUM results.
 */
export function nextPublishedCell(
  previous: PublishedCell | undefined,
  population: BandCounts,
): PublishedCell | undefined {
  if (!mayRecount(previous?.basis, population.people)) return previous;
  const figures = cellFigures(population);
  return figures ? { basis: population.people, figures } : previous;
}
