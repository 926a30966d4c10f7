import { DIMENSION_COUNT, SCORE_NAMES } from '@values-cross/core';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** A person shown in the gallery, with their cross's scores. */
export interface GalleryPerson {
  id: number;
  firstName: string;
  lastName: string;
  portraitVersion: number | null;
  scores: number[];
}

const SCORE_COLUMNS = SCORE_NAMES.map((name) => `answer_sets.${name}` as const);

/**
 * The gallery: confirmed users who consented (allowedInGallery) and have a cross. Consent is
 * read on every request, so withdrawing it removes the person at once.
 */
export class GalleryRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  private members() {
    return (
      this.db
        .selectFrom('users')
        .innerJoin('answer_sets', 'answer_sets.code', 'users.swiss_cross')
        .select(['users.id', 'users.first_name', 'users.last_name', 'users.portrait_version'])
        .select(SCORE_COLUMNS)
        // 1, not true: better-sqlite3 cannot bind booleans; PostgreSQL reads '1' as true.
        .where('users.allowed_in_gallery', '=', 1)
        .where('users.email_confirmed_at', 'is not', null)
    );
  }

  /** Up to `limit` members, newest first, after the member with id `before` when given. */
  async page({
    before,
    limit,
  }: {
    before?: number | undefined;
    limit: number;
  }): Promise<GalleryPerson[]> {
    let query = this.members().orderBy('users.id', 'desc').limit(limit);
    if (before !== undefined) query = query.where('users.id', '<', before);
    return (await query.execute()).map(toPerson);
  }

  /** One member, or undefined when they are not (or no longer) in the gallery. */
  async find(id: number): Promise<GalleryPerson | undefined> {
    const row = await this.members().where('users.id', '=', id).executeTakeFirst();
    return row && toPerson(row);
  }
}

function toPerson(row: Record<string, unknown>): GalleryPerson {
  return {
    id: Number(row.id),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    portraitVersion: row.portrait_version === null ? null : Number(row.portrait_version),
    scores: Array.from({ length: DIMENSION_COUNT }, (_, i) => Number(row[`score${i + 1}`])),
  };
}
