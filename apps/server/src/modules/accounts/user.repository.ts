import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, UserTable } from '../../db/schema';

/** A registered user as the services see them (booleans and ids normalised). */
export interface User {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
  emailConfirmedAt: string | null;
  allowedInGallery: boolean;
  swissCross: string | null;
  /** A result the sign-up proved its own; it becomes the cross when the address is confirmed. */
  pendingSwissCross: string | null;
  /** Earlier results the sign-up proved its own; the account claims them on confirmation. */
  pendingResults: string[];
  portraitVersion: number | null;
  createdAt: string;
  updatedAt: string;
}

/** The key an e-mail address is unique by: trimmed, Unicode-normalised, lower-cased. */
export function emailKey(email: string): string {
  return email.trim().normalize('NFC').toLowerCase();
}

/** Maps a users row to a User. */
export function toUser(row: Selectable<UserTable>): User {
  return {
    id: Number(row.id),
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    language: row.language,
    emailConfirmedAt: row.email_confirmed_at,
    allowedInGallery: Boolean(row.allowed_in_gallery),
    swissCross: row.swiss_cross,
    pendingSwissCross: row.pending_swiss_cross,
    pendingResults: parseCodes(row.pending_results),
    portraitVersion: row.portrait_version === null ? null : Number(row.portrait_version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What can change on a user. */
export interface UserChanges {
  firstName?: string;
  lastName?: string;
  passwordHash?: string;
  allowedInGallery?: boolean;
  emailConfirmedAt?: string;
  swissCross?: string | null;
  pendingSwissCross?: string | null;
  pendingResults?: string[];
  portraitVersion?: number | null;
}

function parseCodes(json: string | null): string[] {
  if (json === null) return [];
  try {
    const codes: unknown = JSON.parse(json);
    return Array.isArray(codes) ? codes.filter((code) => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** Users in the database; pass a transaction to take part in it. */
export class UserRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores a new, unconfirmed user and returns their id. */
  async insert(user: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: string;
    allowedInGallery?: boolean | undefined;
  }): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('users')
      .values({
        email: user.email.trim(),
        email_key: emailKey(user.email),
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        language: user.language,
        email_confirmed_at: null,
        allowed_in_gallery: user.allowedInGallery ? 1 : 0,
        swiss_cross: null,
        portrait_version: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The user with this id, or undefined. */
  async findById(id: number): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toUser(row);
  }

  /** The user with this e-mail address (case-insensitive), or undefined. */
  async findByEmail(email: string): Promise<User | undefined> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return row && toUser(row);
  }

  /** Applies changes to a user and stamps updated_at. */
  async update(id: number, changes: UserChanges): Promise<void> {
    const set: Record<string, unknown> = { updated_at: new Date().toISOString() };
    if (changes.firstName !== undefined) set.first_name = changes.firstName;
    if (changes.lastName !== undefined) set.last_name = changes.lastName;
    if (changes.passwordHash !== undefined) set.password_hash = changes.passwordHash;
    if (changes.allowedInGallery !== undefined)
      set.allowed_in_gallery = changes.allowedInGallery ? 1 : 0;
    if (changes.emailConfirmedAt !== undefined) set.email_confirmed_at = changes.emailConfirmedAt;
    if (changes.swissCross !== undefined) set.swiss_cross = changes.swissCross;
    if (changes.pendingSwissCross !== undefined)
      set.pending_swiss_cross = changes.pendingSwissCross;
    if (changes.pendingResults !== undefined)
      set.pending_results =
        changes.pendingResults.length > 0 ? JSON.stringify(changes.pendingResults) : null;
    if (changes.portraitVersion !== undefined) set.portrait_version = changes.portraitVersion;
    await this.db.updateTable('users').set(set).where('id', '=', id).execute();
  }

  /** Makes results with no owner yet the user's own (their history); returns how many. */
  async claimResults(id: number, codes: readonly string[]): Promise<number> {
    if (codes.length === 0) return 0;
    const claimed = await this.db
      .updateTable('answer_sets')
      .set({ owner_id: id })
      .where('code', 'in', codes)
      .where('owner_id', 'is', null)
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows);
  }

  /**
   * Makes an anonymous result the user's own and their cross. False when there is no such
   * result or it belongs to someone already.
   */
  async claimCross(id: number, code: string): Promise<boolean> {
    if ((await this.claimResults(id, [code])) !== 1) return false;
    await this.update(id, { swissCross: code });
    return true;
  }
}
