import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../db/schema';

/** A stored refresh token: one link in the chain of rotations of a login. */
export interface StoredRefreshToken {
  id: string;
  familyId: string;
  userId: number;
  loginAt: string;
  expiresAt: string;
  used: boolean;
  revoked: boolean;
}

let revocations = 0;

/**
 * Counts the revocations made by this process, so caches of live logins (LoginFamilies) drop
 * what they know at once when this instance revokes a login.
 */
export function revocationCount(): number {
  return revocations;
}

/** Refresh tokens by id (the JWT's jti), grouped in families, one family per login. */
export class RefreshTokenRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores a newly issued refresh token. */
  async insert(token: Omit<StoredRefreshToken, 'used' | 'revoked'>): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        id: token.id,
        family_id: token.familyId,
        user_id: token.userId,
        login_at: token.loginAt,
        created_at: new Date().toISOString(),
        expires_at: token.expiresAt,
        used_at: null,
        revoked_at: null,
      })
      .execute();
  }

  /** The token with this id, or undefined. */
  async find(id: string): Promise<StoredRefreshToken | undefined> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      familyId: row.family_id,
      userId: Number(row.user_id),
      loginAt: row.login_at,
      expiresAt: row.expires_at,
      used: row.used_at !== null,
      revoked: row.revoked_at !== null,
    };
  }

  /** Marks a token used by its rotation; false when it was used already (a replay). */
  async markUsed(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /** Whether a login still has a token that is not revoked (its access tokens count only then). */
  async familyIsLive(familyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Revokes every token of a login (logout, or a replayed token: theft detection). */
  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
    revocations += 1;
  }

  /** Revokes every login of a user, except optionally the one in use. */
  async revokeAllOfUser(userId: number, exceptFamily?: string): Promise<void> {
    let query = this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (exceptFamily) query = query.where('family_id', '!=', exceptFamily);
    await query.execute();
    revocations += 1;
  }

  /** Deletes refresh tokens that expired before `before` (housekeeping). */
  async purgeExpiredBefore(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('refresh_tokens')
      .where('expires_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
