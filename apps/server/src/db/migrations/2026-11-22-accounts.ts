// Frozen once released: never import application code here, never edit after release.
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// Dated after 2026-11-21-surveys on purpose: migrations apply in name order and users refer to
// answer_sets. Booleans are bound as 0/1 (better-sqlite3 cannot bind booleans).

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-increment primary key `id`: identity on PostgreSQL, a rowid alias on SQLite. */
function withId<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, 'id'> {
  return isPostgres(db)
    ? table.addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('users'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(150)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('email_confirmed_at', timestamp)
    .addColumn('allowed_in_gallery', 'boolean', (col) => col.notNull())
    .addColumn('swiss_cross', 'varchar(32)', (col) =>
      col.references('answer_sets.code').onDelete('set null'),
    )
    .addColumn('portrait_version', 'integer')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('users_gallery_idx')
    .on('users')
    .columns(['allowed_in_gallery', 'id'])
    .execute();

  await withId(db, db.schema.createTable('account_tokens'))
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute();
  await db.schema
    .createIndex('account_tokens_user_idx')
    .on('account_tokens')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('family_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('login_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .execute();
  await db.schema
    .createIndex('refresh_tokens_family_idx')
    .on('refresh_tokens')
    .column('family_id')
    .execute();
  await db.schema
    .createIndex('refresh_tokens_user_idx')
    .on('refresh_tokens')
    .column('user_id')
    .execute();

  await withId(db, db.schema.createTable('login_failures'))
    .addColumn('account_key', 'varchar(254)', (col) => col.notNull())
    .addColumn('address', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account_key', 'created_at'])
    .execute();
  await db.schema
    .createIndex('login_failures_address_idx')
    .on('login_failures')
    .columns(['address', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(sql`0`))
    .addColumn('claimed_until', timestamp)
    .addColumn('sent_at', timestamp)
    .addColumn('last_error', 'varchar(500)')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['sent_at', 'next_attempt_at'])
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscriptions'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('email_key', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('first_name', 'varchar(150)')
    .addColumn('last_name', 'varchar(150)')
    .addColumn('language', 'varchar(2)', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('confirmed_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('portrait_images')
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addPrimaryKeyConstraint('portrait_images_pk', ['user_id', 'size'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'portrait_images',
    'newsletter_subscriptions',
    'mail_outbox',
    'login_failures',
    'refresh_tokens',
    'account_tokens',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
