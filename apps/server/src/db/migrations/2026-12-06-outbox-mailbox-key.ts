// Frozen once released: never import application code here, never edit after release.
import { sql, type Kysely } from 'kysely';
import { domainToASCII } from 'node:url';

// mail_outbox.mailbox_key: the mailbox an address reaches, as the per-recipient mail limits count
// it (decision 0046): lower case and NFC, a quoted local part as its text, no `+tag`, no dots at
// Gmail, the domain in ASCII without a final dot. Rows of the last day are filled in here with
// the same rule (older ones no limit counts).
function mailboxKey(address: string): string {
  const text = address.trim().normalize('NFC').toLowerCase();
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  let local = text.slice(0, at);
  const rawDomain = text.slice(at + 1).replace(/\.$/, '');
  const ascii = domainToASCII(rawDomain) || rawDomain;
  const domain = ascii === 'googlemail.com' ? 'gmail.com' : ascii;
  const quoted = /^"(.*)"$/s.exec(local);
  if (quoted) local = (quoted[1] ?? '').replace(/\\(.)/gs, '$1');
  local = local.split('+')[0] ?? '';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('mailbox_key', 'varchar(254)').execute();
  const since = new Date(Date.now() - 24 * 3_600_000).toISOString();
  const rows = await sql<{ id: number; recipient: string }>`
    select id, recipient from mail_outbox where created_at >= ${since}`.execute(db);
  for (const row of rows.rows) {
    await sql`update mail_outbox set mailbox_key = ${mailboxKey(row.recipient)}
      where id = ${row.id}`.execute(db);
  }
  await db.schema
    .createIndex('mail_outbox_mailbox_key_idx')
    .on('mail_outbox')
    .columns(['mailbox_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_mailbox_key_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('mailbox_key').execute();
}
