// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// answer_sets.secret_hash: SHA-256 of the secret returned once when a result is created; it proves
// "this is my result" without an account. Results made before it have none and cannot be claimed.
// users.pending_swiss_cross: the result a sign-up proved its own; it becomes the user's cross when
// the address is confirmed, not before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('answer_sets').addColumn('secret_hash', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('pending_swiss_cross', 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_swiss_cross').execute();
  await db.schema.alterTable('answer_sets').dropColumn('secret_hash').execute();
}
