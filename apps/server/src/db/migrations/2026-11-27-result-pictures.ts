// Frozen once released: never import application code here, never edit after release.
import { PostgresAdapter, type Kysely } from 'kysely';

// result_pictures: the PNG pictures of a result, kept once drawn so that no instance draws the
// same one again (a result never changes). `drawing` is the version of the drawing: a new one
// draws every picture anew and the old rows are merely no longer read. A result's pictures go
// with it (cascade) and are removed before its code changes (personal-data registry).
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('result_pictures')
    .addColumn('code', 'varchar(32)', (col) =>
      col.notNull().references('answer_sets.code').onDelete('cascade'),
    )
    .addColumn('format', 'varchar(16)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('drawing', 'integer', (col) => col.notNull())
    .addColumn('png', binary, (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('result_pictures_pk', ['code', 'format', 'language', 'drawing'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('result_pictures').execute();
}
