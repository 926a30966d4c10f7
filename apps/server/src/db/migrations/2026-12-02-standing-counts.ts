// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// standing_counts: per population cell, the band counts a standing answer compares with, held
// until the cell has gained 30 results (the open data's rule), shared by every instance so that no
// two answers differ by one person. `bands` is the rows of counts as JSON; `people` their total.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('standing_counts')
    .addColumn('cell', 'varchar(160)', (col) => col.primaryKey())
    .addColumn('people', 'integer', (col) => col.notNull())
    .addColumn('bands', 'text', (col) => col.notNull())
    .addColumn('counted_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('standing_counts').execute();
}
