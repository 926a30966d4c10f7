import { API_PATHS, apiPath } from '@values-cross/contract';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { PORTRAIT_CONTENT_TYPE, type PortraitRendition } from './portrait-image';

/** Portraits in the database, so every app instance serves the same ones. */
export class PortraitRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Replaces a user's portrait and bumps its version (new URLs); returns the new version. */
  async replace(userId: number, renditions: PortraitRendition[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('portrait_images').where('user_id', '=', userId).execute();
      await trx
        .insertInto('portrait_images')
        .values(
          renditions.map((r) => ({
            user_id: userId,
            size: r.size,
            content_type: PORTRAIT_CONTENT_TYPE,
            data: r.data,
          })),
        )
        .execute();
      const user = await trx
        .selectFrom('users')
        .select('portrait_version')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      const version = Number(user.portrait_version ?? 0) + 1;
      await trx
        .updateTable('users')
        .set({ portrait_version: version, updated_at: new Date().toISOString() })
        .where('id', '=', userId)
        .execute();
      return version;
    });
  }

  /** One size of a user's portrait, or undefined. */
  async find(
    userId: number,
    size: number,
  ): Promise<{ contentType: string; data: Buffer } | undefined> {
    const row = await this.db
      .selectFrom('portrait_images')
      .select(['content_type', 'data'])
      .where('user_id', '=', userId)
      .where('size', '=', size)
      .executeTakeFirst();
    return row && { contentType: row.content_type, data: Buffer.from(row.data) };
  }
}

/** The URL a portrait is served at; the version makes it cacheable for ever. */
export function portraitUrl(userId: number, version: number | null, size: number): string | null {
  return version === null
    ? null
    : `${apiPath(API_PATHS.portrait, { userId, file: `${size}.webp` })}?v=${version}`;
}
