// Frozen once released: never import application code here, never edit after release.
import { sql, type Kysely } from 'kysely';

// mail_outbox.recipient_key: the recipient's address as the accounts compare addresses (trimmed,
// NFC, lower-cased in full Unicode), so deletion and export find every mail to an address;
// SQLite's lower() folds only ASCII. Existing rows are filled in here with the same rule.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('recipient_key', 'varchar(254)').execute();
  const rows = await sql<{ id: number; recipient: string }>`
    select id, recipient from mail_outbox`.execute(db);
  for (const row of rows.rows) {
    const key = row.recipient.trim().normalize('NFC').toLowerCase();
    await sql`update mail_outbox set recipient_key = ${key} where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('mail_outbox_recipient_key_idx')
    .on('mail_outbox')
    .column('recipient_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_recipient_key_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('recipient_key').execute();
}
