/**
 * What a person may add about themselves after their result, separately consented, for the
 * standing answers and the open data: canton, age band and language region. Each may be left out.
 */

/** The 26 cantons by their official two-letter abbreviation. */
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const; // prettier-ignore

/** One of the 26 cantons. */
export type Canton = (typeof CANTONS)[number];

/** The age bands a person may choose (the issue's, as official statistics use them). */
export const AGE_BANDS = ['under-18', '18-24', '25-34', '35-49', '50-64', '65-plus'] as const;

/** One age band. */
export type AgeBand = (typeof AGE_BANDS)[number];

/** Switzerland's four language regions. */
export const LANGUAGE_REGIONS = ['de', 'fr', 'it', 'rm'] as const;

/** One language region. */
export type LanguageRegion = (typeof LANGUAGE_REGIONS)[number];

const MULTILINGUAL: readonly Canton[] = ['BE', 'FR', 'VS', 'GR'];
const FRENCH: readonly Canton[] = ['GE', 'JU', 'NE', 'VD'];

/**
 * The language region a canton lies in wholly, or null for the cantons with more than one
 * (Bern, Fribourg, Valais, Graubünden), where the person says which.
 */
export function regionOfCanton(canton: Canton): LanguageRegion | null {
  if (MULTILINGUAL.includes(canton)) return null;
  if (FRENCH.includes(canton)) return 'fr';
  return canton === 'TI' ? 'it' : 'de';
}

/** What a person told about themselves; null where they left it out. */
export interface About {
  canton: Canton | null;
  ageBand: AgeBand | null;
  languageRegion: LanguageRegion | null;
}
