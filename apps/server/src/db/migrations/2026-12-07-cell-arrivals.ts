// Frozen once released: never import application code here, never edit after release.
import { sql, type Kysely } from 'kysely';

// cell_arrivals: per population cell, the networks results joined it from (a keyed hash of the
// IPv4 /24 or IPv6 /48, never an address, never a result's code) and when last; a cell's figures
// are counted again only when enough networks joined since they were counted (decision 0048).
// open_data_cells.counted_at: when a cell's figures were counted; the rows before this migration
// take their snapshot's time (later than the count: only fewer networks count as joined since).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cell_arrivals')
    .addColumn('cell', 'varchar(160)', (col) => col.notNull())
    .addColumn('network', 'varchar(64)', (col) => col.notNull())
    .addColumn('arrived_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('cell_arrivals_pk', ['cell', 'network'])
    .execute();
  await db.schema
    .createIndex('cell_arrivals_by_time')
    .on('cell_arrivals')
    .columns(['cell', 'arrived_at'])
    .execute();
  await db.schema.alterTable('open_data_cells').addColumn('counted_at', 'varchar(32)').execute();
  await sql`update open_data_cells set counted_at = (
    select published_at from open_data_snapshots
    where open_data_snapshots.snapshot = open_data_cells.snapshot)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('open_data_cells').dropColumn('counted_at').execute();
  await db.schema.dropTable('cell_arrivals').execute();
}
