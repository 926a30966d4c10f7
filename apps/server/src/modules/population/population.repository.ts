import type { Kysely } from 'kysely';
import {
  bandCountsOf,
  cellId,
  cellsOf,
  countPerson,
  emptyBandCounts,
  numberedName,
  VALUE_DIMENSIONS,
  type BandCounts,
} from '@values-cross/core';
import { keysetPages } from '../../db/keyset-pages';
import type { DatabaseSchema } from '../../db/schema';
import { aboutOf } from './about.repository';
import { countedFrom } from './counted-results';

/** Every populated cell (see cellsOf) by its id, counted by bands, and when its scan began. */
export interface Population {
  cells: Map<string, BandCounts>;
  /** ISO time: the results made before it are counted, one per person (counted-results.ts). */
  from: string;
}

const VALUE_COLUMNS = VALUE_DIMENSIONS.map(({ index }) => numberedName('score', index));

/**
 * Counts every result the rule counts (counted-results.ts: made before the scan began, one per
 * person where the product can tell) into the cells it belongs to, by bands, reading the answer
 * sets in pages (db/keyset-pages) so that memory stays small and other requests run between
 * pages. Only the eight values, the version and what people told are read.
 */
export async function countPopulation(
  db: Kysely<DatabaseSchema>,
  pageSize = 5000,
  from = new Date().toISOString(),
): Promise<Population> {
  const cells = new Map<string, BandCounts>();
  const pages = keysetPages(
    (after, size) =>
      db
        .selectFrom('answer_sets')
        .leftJoin('result_about', 'result_about.code', 'answer_sets.code')
        .select([
          'answer_sets.code as code',
          'answer_sets.questionnaire_version as version',
          'result_about.canton as canton',
          'result_about.age_band as age_band',
          'result_about.language_region as language_region',
          ...VALUE_COLUMNS.map((column) => `answer_sets.${column}` as const),
        ])
        .where('answer_sets.code', '>', after)
        .where(countedFrom(from))
        .orderBy('answer_sets.code')
        .limit(size)
        .execute(),
    { keyOf: (row) => row.code, size: pageSize },
  );
  for await (const rows of pages) {
    for (const row of rows) {
      const scores: number[] = [];
      VALUE_DIMENSIONS.forEach(({ index }, i) => {
        scores[index] = Number(row[VALUE_COLUMNS[i] as (typeof VALUE_COLUMNS)[number]]);
      });
      const told = row.canton !== null || row.age_band !== null || row.language_region !== null;
      for (const cell of cellsOf(row.version, told ? aboutOf(row) : null)) {
        const id = cellId(cell);
        let counts = cells.get(id);
        if (!counts) cells.set(id, (counts = emptyBandCounts()));
        countPerson(counts, scores);
      }
    }
  }
  return { cells, from };
}

/** The counts of one cell; nobody when it has no results. */
export function countsOf(population: Population, id: string): BandCounts {
  return population.cells.get(id) ?? bandCountsOf([]);
}
