import type { Kysely, Transaction } from 'kysely';
import { DIMENSION_COUNT } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';
import { countFunnelEvent } from '../funnel';

/** A stored answer set with the scores the server computed for it. */
export interface StoredAnswerSet {
  code: string;
  questionnaireVersion: string;
  answerIds: number[];
  longVersionAttempted: boolean;
  language: string | null;
  ownerId: number | null;
  createdAt: string;
  scores: number[];
  /** SHA-256 of the result's secret (see http/bearer-secret.ts); null for older results. */
  secretHash: string | null;
  /** The group the result joined when it was made, if any. */
  groupId?: number | null;
}

const SCORE_NUMBERS = Array.from({ length: DIMENSION_COUNT }, (_, i) => i + 1);

type ScoreColumn = `score${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;
type SumColumn = `sum${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;
const scoreColumn = (n: number) => `score${n}` as ScoreColumn;
const sumColumn = (n: number) => `sum${n}` as SumColumn;

function scoreValues(scores: readonly number[]): Record<ScoreColumn, number> {
  return Object.fromEntries(
    SCORE_NUMBERS.map((n) => [scoreColumn(n), scores[n - 1] ?? 0]),
  ) as Record<ScoreColumn, number>;
}

async function addToStatistics(
  trx: Transaction<DatabaseSchema>,
  { version, language, scores }: { version: string; language: string; scores: readonly number[] },
): Promise<void> {
  const sums = Object.fromEntries(SCORE_NUMBERS.map((n) => [sumColumn(n), scores[n - 1] ?? 0]));
  await trx
    .insertInto('result_statistics')
    .values({ questionnaire_version: version, language, results: 1, ...sums } as never)
    .onConflict((conflict) =>
      conflict.columns(['questionnaire_version', 'language']).doUpdateSet((eb) => ({
        results: eb('result_statistics.results', '+', 1),
        ...Object.fromEntries(
          SCORE_NUMBERS.map((n) => [
            sumColumn(n),
            eb(`result_statistics.${sumColumn(n)}`, '+', eb.ref(`excluded.${sumColumn(n)}`)),
          ]),
        ),
      })),
    )
    .execute();
}

/** Answer sets in the database; the running statistics are updated in the same transaction. */
export class AnswerSetRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /**
   * Stores a new answer set and adds it to the statistics, all or nothing; an owned one becomes
   * its owner's cross.
   */
  async insert(answerSet: StoredAnswerSet): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('answer_sets')
        .values({
          code: answerSet.code,
          questionnaire_version: answerSet.questionnaireVersion,
          answers: JSON.stringify(answerSet.answerIds),
          // 0/1: SQLite cannot bind booleans; PostgreSQL reads them as boolean input.
          long_version_attempted: answerSet.longVersionAttempted ? 1 : 0,
          language: answerSet.language,
          owner_id: answerSet.ownerId,
          created_at: answerSet.createdAt,
          secret_hash: answerSet.secretHash,
          group_id: answerSet.groupId ?? null,
          ...scoreValues(answerSet.scores),
        })
        .execute();
      if (answerSet.ownerId !== null) {
        // A logged-in user's new result becomes their cross (spec 4).
        await trx
          .updateTable('users')
          .set({ swiss_cross: answerSet.code, updated_at: answerSet.createdAt })
          .where('id', '=', answerSet.ownerId)
          .execute();
      }
      const version = answerSet.questionnaireVersion;
      await countFunnelEvent(trx, { event: 'result_created', language: answerSet.language });
      await addToStatistics(trx, { version, language: 'all', scores: answerSet.scores });
      if (answerSet.language) {
        await addToStatistics(trx, {
          version,
          language: answerSet.language,
          scores: answerSet.scores,
        });
      }
    });
  }

  /** An answer set by its code, or undefined. */
  async findByCode(code: string): Promise<StoredAnswerSet | undefined> {
    const row = await this.db
      .selectFrom('answer_sets')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      code: row.code,
      questionnaireVersion: row.questionnaire_version,
      answerIds: JSON.parse(row.answers) as number[],
      longVersionAttempted: Boolean(row.long_version_attempted),
      language: row.language,
      ownerId: row.owner_id === null ? null : Number(row.owner_id),
      createdAt: row.created_at,
      scores: SCORE_NUMBERS.map((n) => Number(row[scoreColumn(n)])),
      secretHash: row.secret_hash,
      groupId: row.group_id === null ? null : Number(row.group_id),
    };
  }
}
