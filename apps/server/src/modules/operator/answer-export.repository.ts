import type { Kysely } from 'kysely';
import { SCORE_NAMES } from '@values-cross/core';
import { keysetPages } from '../../db/keyset-pages';
import type { DatabaseSchema } from '../../db/schema';

/** An answer set as research sees it: no code, no owner, the creation day only. */
export interface ExportedAnswerSet {
  createdDay: string;
  language: string | null;
  version: string;
  longVersionAttempted: boolean;
  answerIds: number[];
  scores: number[];
  /** What the person told about themselves for it, with its consent; null where not told. */
  canton: string | null;
  ageBand: string | null;
  languageRegion: string | null;
}

const SCORES = SCORE_NAMES;

/** How many answer sets a questionnaire version has. */
export async function countAnswerSets(
  db: Kysely<DatabaseSchema>,
  version: string,
): Promise<number> {
  const row = await db
    .selectFrom('answer_sets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('questionnaire_version', '=', version)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The answer sets of a version in batches, by keyset pagination on the code (the primary key):
 * memory stays constant however many rows there are, on SQLite and PostgreSQL alike. The code
 * is used to page and never leaves this function.
 */
export async function* answerSetBatches(
  db: Kysely<DatabaseSchema>,
  { version, batchSize = 1000 }: { version: string; batchSize?: number },
): AsyncGenerator<ExportedAnswerSet[]> {
  const pages = keysetPages(
    (after, size) =>
      db
        .selectFrom('answer_sets')
        .leftJoin('result_about', 'result_about.code', 'answer_sets.code')
        .select([
          'answer_sets.code as code',
          'created_at',
          'language',
          'long_version_attempted',
          'answers',
          ...SCORES,
          'canton',
          'age_band',
          'language_region',
        ])
        .where('questionnaire_version', '=', version)
        .where('answer_sets.code', '>', after)
        .orderBy('answer_sets.code')
        .limit(size)
        .execute(),
    { keyOf: (row) => row.code, size: batchSize },
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      createdDay: row.created_at.slice(0, 10),
      language: row.language,
      version,
      longVersionAttempted: Boolean(row.long_version_attempted),
      answerIds: JSON.parse(row.answers) as number[],
      scores: SCORES.map((column) => Number(row[column])),
      canton: row.canton,
      ageBand: row.age_band,
      languageRegion: row.language_region,
    }));
  }
}
