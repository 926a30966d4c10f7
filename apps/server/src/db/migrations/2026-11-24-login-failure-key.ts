// Frozen once released: never import application code here, never edit after release.
import { sql, type Kysely } from 'kysely';

// login_failures.account_key now holds a keyed hash of the address instead of the address.
// The old rows hold plain addresses and cannot be converted (the key is not known here); they
// only matter for 15 minutes, so they are dropped.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_failures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_failures`.execute(db);
}
