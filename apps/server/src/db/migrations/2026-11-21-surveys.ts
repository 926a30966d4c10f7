// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

const SCORE_COLUMNS = Array.from({ length: 12 }, (_, i) => i + 1);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('questionnaire_versions')
    .addColumn('version', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('imported_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .execute();

  let answerSets = db.schema
    .createTable('answer_sets')
    .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('questionnaire_version', 'varchar(32)', (col) =>
      col.notNull().references('questionnaire_versions.version'),
    )
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('long_version_attempted', 'boolean', (col) => col.notNull())
    .addColumn('language', 'varchar(2)')
    .addColumn('owner_id', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull());
  for (const n of SCORE_COLUMNS) {
    answerSets = answerSets.addColumn(`score${n}`, 'double precision', (col) => col.notNull());
  }
  await answerSets.execute();
  await db.schema
    .createIndex('answer_sets_owner_idx')
    .on('answer_sets')
    .column('owner_id')
    .execute();

  let aggregates = db.schema
    .createTable('result_statistics')
    .addColumn('questionnaire_version', 'varchar(32)', (col) => col.notNull())
    .addColumn('language', 'varchar(3)', (col) => col.notNull())
    .addColumn('results', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('result_statistics_pk', ['questionnaire_version', 'language']);
  for (const n of SCORE_COLUMNS) {
    aggregates = aggregates.addColumn(`sum${n}`, 'double precision', (col) =>
      col.notNull().defaultTo(sql`0`),
    );
  }
  await aggregates.execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_statistics').execute();
  await db.schema.dropTable('answer_sets').execute();
  await db.schema.dropTable('questionnaire_versions').execute();
}
