import type { BandCounts } from './band-counts';
import { cellFigures, type CellFigures } from './cell-figures';
import { mayRecount, type Joined } from './minimum';

/** A cell as a snapshot publishes it, with the exact count its figures were computed from. */
export interface PublishedCell {
  /** The exact number of results the figures come from (kept, never published). */
  basis: number;
  /** When they were counted (ISO): the networks that joined since decide the next count. */
  countedAt: string;
  figures: CellFigures;
}

/**
 * A cell's figures in a new snapshot: computed afresh, at `now`, when the cell may be counted
 * again (mayRecount: new with the minimum, or the minimum gain since, from enough networks),
 * otherwise the figures of the earlier snapshot again (also when results were erased since);
 * undefined while a cell never had POPULATION_MINIMUM results.
 */
export function nextPublishedCell(
  previous: PublishedCell | undefined,
  population: BandCounts,
  joined: Joined,
  now: string,
): PublishedCell | undefined {
  if (!mayRecount(previous?.basis, population.people, joined)) return previous;
  const figures = cellFigures(population);
  return figures ? { basis: population.people, countedAt: now, figures } : previous;
}
