import { sql, type Kysely } from 'kysely';
import { SNAPSHOT_MINIMUM_GAIN, type BandCounts } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';

/** Counts held for a cell, and when they were counted (ISO). */
export interface HeldCounts extends BandCounts {
  countedAt: string;
  /**
   * When the scan of the population they come from began (ISO): the results counted-results.ts
   * counts from then are among them. Null for counts held before it was kept.
   */
  populationFrom: string | null;
}

/**
 * standing_counts: the band counts each population cell's standing answers compare with, held in
 * the database so that every instance answers from the same counts.
 */
export class HeldCountsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The counts held for a cell, with when they were counted, or undefined before its first. */
  async find(cell: string): Promise<HeldCounts | undefined> {
    const row = await this.db
      .selectFrom('standing_counts')
      .select(['people', 'bands', 'counted_at', 'population_from'])
      .where('cell', '=', cell)
      .executeTakeFirst();
    return (
      row && {
        people: Number(row.people),
        bands: JSON.parse(row.bands) as number[][],
        countedAt: row.counted_at,
        populationFrom: row.population_from,
      }
    );
  }

  /**
   * Holds `counts` for a cell unless what is held already is within the minimum gain of them (an
   * instance that counted earlier or later than another changes nothing then), and returns what is
   * held afterwards. `populationFrom`: when the scan they come from began.
   */
  async advance(
    cell: string,
    counts: BandCounts,
    populationFrom: string,
    now = new Date(),
  ): Promise<HeldCounts> {
    await this.db
      .insertInto('standing_counts')
      .values({
        cell,
        people: counts.people,
        bands: JSON.stringify(counts.bands),
        counted_at: now.toISOString(),
        population_from: populationFrom,
      })
      .onConflict((conflict) =>
        conflict
          .column('cell')
          .doUpdateSet((eb) => ({
            people: eb.ref('excluded.people'),
            bands: eb.ref('excluded.bands'),
            counted_at: eb.ref('excluded.counted_at'),
            population_from: eb.ref('excluded.population_from'),
          }))
          .where(
            sql`standing_counts.people + ${SNAPSHOT_MINIMUM_GAIN}`,
            '<=',
            sql.ref('excluded.people'),
          ),
      )
      .execute();
    return (await this.find(cell)) ?? { ...counts, countedAt: now.toISOString(), populationFrom };
  }
}
