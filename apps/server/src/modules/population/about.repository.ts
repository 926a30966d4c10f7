import type { Kysely } from 'kysely';
import {
  AGE_BANDS,
  CANTONS,
  LANGUAGE_REGIONS,
  type About,
  type AgeBand,
  type Canton,
  type LanguageRegion,
} from '@values-cross/core';
import type { DatabaseSchema, ResultAboutTable } from '../../db/schema';

/** What a person told about themselves, with when they consented. */
export interface StoredAbout extends About {
  consentedAt: string;
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string | null): T | null =>
    allowed.includes(value as T) ? (value as T) : null;
const asCanton = oneOf<Canton>(CANTONS);
const asAgeBand = oneOf<AgeBand>(AGE_BANDS);
const asRegion = oneOf<LanguageRegion>(LANGUAGE_REGIONS);

/** A stored row as the domain sees it (values outside the lists read as not told). */
export function aboutOf(
  row: Pick<ResultAboutTable, 'canton' | 'age_band' | 'language_region'>,
): About {
  return {
    canton: asCanton(row.canton),
    ageBand: asAgeBand(row.age_band),
    languageRegion: asRegion(row.language_region),
  };
}

/** result_about: what people added about themselves after their result, by result code. */
export class AboutRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async find(code: string): Promise<StoredAbout | undefined> {
    const row = await this.db
      .selectFrom('result_about')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    return row && { ...aboutOf(row), consentedAt: row.consented_at };
  }

  /** Stores what the person told, replacing what they told before, in one statement. */
  async put(code: string, about: StoredAbout): Promise<void> {
    const values = {
      canton: about.canton,
      age_band: about.ageBand,
      language_region: about.languageRegion,
      consented_at: about.consentedAt,
    };
    await this.db
      .insertInto('result_about')
      .values({ code, ...values })
      .onConflict((conflict) => conflict.column('code').doUpdateSet(values))
      .execute();
  }

  /** Removes what the person told; whether there was anything. */
  async delete(code: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('result_about')
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
