import type { Kysely } from 'kysely';
import type { Locale } from '@values-cross/core';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { ImageFormat } from './cross-svg';

/** Which picture: of which result, in which format and language, by which drawing. */
export interface PictureKey {
  code: string;
  format: ImageFormat;
  language: Locale;
  /** The version of the drawing (DRAWING in result-pictures.ts). */
  drawing: number;
}

/** Result pictures kept in the database once drawn (result_pictures). */
export class ResultPictureRepository {
  /**
   * With `commit` (the database's durable commit) pictures are written by it (on SQLite, the
   * writer thread that also stores results: one writer, never two connections waiting on each
   * other); without it through `db`.
   */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly commit?: Database['commit'],
  ) {}

  /** The PNG of a picture, or undefined when it was never kept. */
  async find({ code, format, language, drawing }: PictureKey): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('result_pictures')
      .select('png')
      .where('code', '=', code)
      .where('format', '=', format)
      .where('language', '=', language)
      .where('drawing', '=', drawing)
      .executeTakeFirst();
    return row ? Buffer.from(row.png) : undefined;
  }

  /**
   * Keeps pictures with one statement: one already kept (by another instance) stays as it is,
   * and one of a result that is no longer there (deleted or given a new code meanwhile) is not
   * kept. No transaction around the check: reading first would make a SQLite transaction fail
   * at once (busy) when another connection writes meanwhile; a result that goes between the
   * check and the insert fails the insert (foreign key), and those pictures are drawn again.
   */
  async save(pictures: readonly (PictureKey & { png: Buffer })[]): Promise<void> {
    if (pictures.length === 0) return;
    const codes = [...new Set(pictures.map((picture) => picture.code))];
    const found = await this.db
      .selectFrom('answer_sets')
      .select('code')
      .where('code', 'in', codes)
      .execute();
    const existing = new Set(found.map((row) => row.code));
    const createdAt = new Date().toISOString();
    const rows = pictures
      .filter((picture) => existing.has(picture.code))
      .map(({ code, format, language, drawing, png }) => ({
        code,
        format,
        language,
        drawing,
        png,
        created_at: createdAt,
      }));
    if (rows.length === 0) return;
    const insert = this.db
      .insertInto('result_pictures')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['code', 'format', 'language', 'drawing']).doNothing(),
      );
    if (this.commit) await this.commit([insert.compile()]);
    else await insert.execute();
  }
}
