// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// result_about: what a person added about themselves after their result, with its own consent
// (canton, age band, language region; each may be null), removed with the result's secret or the
// person's erasure. open_data_snapshots and open_data_cells: the published open data, one row per
// cell and snapshot; `basis` is the exact count the figures came from, kept only to apply the rule
// that a cell's figures change once it gained 30 results, never published.
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('result_about')
    .addColumn('code', 'varchar(32)', (col) =>
      col.primaryKey().references('answer_sets.code').onDelete('cascade'),
    )
    .addColumn('canton', 'varchar(2)')
    .addColumn('age_band', 'varchar(8)')
    .addColumn('language_region', 'varchar(2)')
    .addColumn('consented_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('open_data_snapshots')
    .addColumn('snapshot', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('published_at', timestamp, (col) => col.notNull())
    .addColumn('published_by', 'varchar(16)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('open_data_cells')
    .addColumn('snapshot', 'varchar(10)', (col) =>
      col.notNull().references('open_data_snapshots.snapshot').onDelete('cascade'),
    )
    .addColumn('questionnaire_version', 'varchar(32)', (col) => col.notNull())
    .addColumn('canton', 'varchar(3)', (col) => col.notNull())
    .addColumn('age_band', 'varchar(8)', (col) => col.notNull())
    .addColumn('language_region', 'varchar(3)', (col) => col.notNull())
    .addColumn('basis', 'integer', (col) => col.notNull())
    .addColumn('figures', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('open_data_cells_pk', [
      'snapshot',
      'questionnaire_version',
      'canton',
      'age_band',
      'language_region',
    ])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('open_data_cells').execute();
  await db.schema.dropTable('open_data_snapshots').execute();
  await db.schema.dropTable('result_about').execute();
}
