// Frozen once released: never import application code here, never edit after release.
import type { Kysely } from 'kysely';

// users.pending_results: the earlier results a sign-up proved its own with their secrets (a JSON
// array of codes), claimed for the account when the address is confirmed, not before.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_results', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_results').execute();
}
