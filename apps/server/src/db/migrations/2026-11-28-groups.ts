// Frozen once released: never import application code here, never edit after release.
import { PostgresAdapter, type Kysely } from 'kysely';

// groups: a class, team or event whose members' results make a group cross. Only the hash of the
// admin secret is stored. creator_id: the account that created it, if any (exported and erased
// with it). answer_sets.group_id: the one group a result belongs to.
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('groups');
  await (
    postgres
      ? table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('code', 'varchar(16)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('admin_secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('closed', 'boolean', (col) => col.notNull())
    .addColumn('creator_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('groups_creator_idx').on('groups').column('creator_id').execute();
  await db.schema
    .alterTable('answer_sets')
    .addColumn('group_id', 'bigint', (col) => col.references('groups.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('answer_sets_group_idx')
    .on('answer_sets')
    .column('group_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('answer_sets_group_idx').execute();
  await db.schema.alterTable('answer_sets').dropColumn('group_id').execute();
  await db.schema.dropTable('groups').execute();
}
