import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { countPopulation, type Population } from './population.repository';

/** How long an instance answers from the same count of the population. */
export const POPULATION_REFRESH_MS = 5 * 60_000;

/**
 * The population as counted at most POPULATION_REFRESH_MS ago, counted by one scan at a time
 * however many requests ask (each instance keeps its own; several instances each scan).
 */
export class PopulationCache {
  private counted: { at: number; population: Promise<Population> } | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly refreshMs = POPULATION_REFRESH_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<Population> {
    const now = this.now();
    if (!this.counted || now - this.counted.at >= this.refreshMs) {
      const population = countPopulation(this.db);
      this.counted = { at: now, population };
      // A failed count is not kept: the next request tries again.
      population.catch(() => {
        if (this.counted?.population === population) this.counted = undefined;
      });
    }
    return this.counted.population;
  }
}
