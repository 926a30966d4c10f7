// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// answer_sets.send_key_hash: SHA-256 (hex) of the key a device made for a result it sends, so
// that the result sent again (a lost answer, a device back online) is stored once; null for
// results sent without one. Unique: two results never share a key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answer_sets').addColumn('send_key_hash', 'varchar(64)').execute();
  await db.schema
    .createIndex('answer_sets_send_key_hash')
    .unique()
    .on('answer_sets')
    .column('send_key_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('answer_sets_send_key_hash').execute();
  await db.schema.alterTable('answer_sets').dropColumn('send_key_hash').execute();
}
