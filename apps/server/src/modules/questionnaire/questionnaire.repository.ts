import type { Questionnaire } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** Stored questionnaire versions: each is kept whole so results of any version stay readable. */
export class QuestionnaireRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The stored content of a version, or undefined. */
  async find(version: string): Promise<Questionnaire | undefined> {
    const row = await this.db
      .selectFrom('questionnaire_versions')
      .select('content')
      .where('version', '=', version)
      .executeTakeFirst();
    return row ? (JSON.parse(row.content) as Questionnaire) : undefined;
  }

  /** Every stored version, oldest first. */
  async versions(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('questionnaire_versions')
      .select('version')
      .orderBy('published_at')
      .orderBy('version')
      .execute();
    return rows.map((row) => row.version);
  }

  /** Stores a version unless it is there already; returns whether it was new (idempotent). */
  async importIfMissing(questionnaire: Questionnaire): Promise<boolean> {
    const result = await this.db
      .insertInto('questionnaire_versions')
      .values({
        version: questionnaire.version,
        published_at: questionnaire.publishedAt,
        imported_at: new Date().toISOString(),
        content: JSON.stringify(questionnaire),
      })
      .onConflict((conflict) => conflict.column('version').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Replaces the stored content of a version (a correction of its wording, never its scores). */
  async replaceContent(questionnaire: Questionnaire): Promise<void> {
    await this.db
      .updateTable('questionnaire_versions')
      .set({ content: JSON.stringify(questionnaire) })
      .where('version', '=', questionnaire.version)
      .execute();
  }
}
