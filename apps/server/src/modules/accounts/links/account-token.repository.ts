import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';
import { tokenHash } from '../passwords/passwords';

/** What a single-use link token is for. */
export type TokenPurpose = 'confirm' | 'reset';

/** A stored link token found by its value. */
export interface FoundToken {
  id: number;
  userId: number;
  expired: boolean;
  used: boolean;
}

/** A new random link token: 32 bytes, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Single-use link tokens (e-mail confirmation, password reset), stored only as hashes. */
export class AccountTokenRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores a new token for a user and returns it (the only time it exists in clear). */
  async create(input: { userId: number; purpose: TokenPurpose; validMs: number }): Promise<string> {
    const token = newLinkToken();
    const now = Date.now();
    await this.db
      .insertInto('account_tokens')
      .values({
        user_id: input.userId,
        purpose: input.purpose,
        token_hash: tokenHash(token),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + input.validMs).toISOString(),
        used_at: null,
      })
      .execute();
    return token;
  }

  /** The token with this value and purpose, or undefined. */
  async find(token: string, purpose: TokenPurpose): Promise<FoundToken | undefined> {
    const row = await this.db
      .selectFrom('account_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash(token))
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      userId: Number(row.user_id),
      expired: row.expires_at <= new Date().toISOString(),
      used: row.used_at !== null,
    };
  }

  /** Uses a token up; false when it was used already (by a concurrent request, say). */
  async consume(id: number): Promise<boolean> {
    const result = await this.db
      .updateTable('account_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** How many tokens of a purpose a user was sent since a moment (to limit mails per hour). */
  async countSince(input: { userId: number; purpose: TokenPurpose; since: Date }): Promise<number> {
    const row = await this.db
      .selectFrom('account_tokens')
      .select((eb) => eb.fn.countAll().as('sent'))
      .where('user_id', '=', input.userId)
      .where('purpose', '=', input.purpose)
      .where('created_at', '>=', input.since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.sent);
  }

  /** Uses up every open token of a user for one purpose (a new reset link replaces old ones). */
  async consumeAll(userId: number, purpose: TokenPurpose): Promise<void> {
    await this.db
      .updateTable('account_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /** Deletes link tokens that ran out or were used before `before` (housekeeping). */
  async purgeBefore(before: Date): Promise<number> {
    const at = before.toISOString();
    const result = await this.db
      .deleteFrom('account_tokens')
      .where((eb) => eb.or([eb('expires_at', '<', at), eb('used_at', '<', at)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
