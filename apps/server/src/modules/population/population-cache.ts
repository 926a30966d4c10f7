import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { RecentCache } from '../../http/recent-cache';
import { countedBy } from './counted-results';
import { countPopulation, type Population } from './population.repository';
import { MINUTE_MS } from '@values-cross/core';

/** How long an instance answers from the same count of the population. */
export const POPULATION_REFRESH_MS = 5 * MINUTE_MS;

/**
 * The population as counted at most POPULATION_REFRESH_MS ago, counted by one scan at a time
 * however many requests ask (each instance keeps its own; several instances each scan).
 */
export class PopulationCache {
  private readonly counted: RecentCache<Population>;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly refreshMs = POPULATION_REFRESH_MS,
    now: () => number = () => Date.now(),
  ) {
    this.counted = new RecentCache<Population>(1, now);
  }

  /** The population; a failed count is not kept: the next request counts again. */
  get(): Promise<Population> {
    return this.counted.load('population', () => countPopulation(this.db), this.refreshMs);
  }

  /** Whether the scan that began at `from` counted the result with this code. */
  countedBy(code: string, from: string): Promise<boolean> {
    return countedBy(this.db, code, from);
  }
}
