import type { Kysely } from 'kysely';
import { DIMENSION_COUNT, numberedName } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';

/** Running totals of one group of results (a questionnaire version and a language or 'all'). */
export interface StatisticsGroup {
  questionnaireVersion: string;
  language: string;
  results: number;
  sums: number[];
}

/** Reads the aggregates kept on insert: one small row per group, whatever the number of results. */
export class StatisticsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Every group's totals. */
  async groups(): Promise<StatisticsGroup[]> {
    const rows = await this.db.selectFrom('result_statistics').selectAll().execute();
    return rows.map((row) => ({
      questionnaireVersion: row.questionnaire_version,
      language: row.language,
      results: Number(row.results),
      sums: Array.from({ length: DIMENSION_COUNT }, (_, i) => Number(row[numberedName('sum', i)])),
    }));
  }
}
