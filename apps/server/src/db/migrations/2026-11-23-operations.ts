// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// Funnel counts kept by the server itself (no cookies, nothing personal): one row per day,
// event and language, incremented with an upsert.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('funnel_counts')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('event', 'varchar(32)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('funnel_counts_pk', ['day', 'event', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('funnel_counts').execute();
}
