import type { About, AgeBand, Canton, LanguageRegion } from './about';

/** The margin of a cell's dimension: everyone, whatever they told or did not tell. */
export const ALL = 'all';

/** One fixed cell of the open data: a version and a canton, age band and region, or margins. */
export interface CellKey {
  version: string;
  canton: Canton | typeof ALL;
  ageBand: AgeBand | typeof ALL;
  languageRegion: LanguageRegion | typeof ALL;
}

/**
 * The cells one result counts in: each told dimension both as itself and in the margin, an
 * untold one in the margin only (so "Switzerland" is every result of the version).
 */
export function cellsOf(version: string, about: About | null): CellKey[] {
  const options = <T>(told: T | null | undefined): (T | typeof ALL)[] =>
    told ? [ALL, told] : [ALL];
  return options(about?.canton).flatMap((canton) =>
    options(about?.ageBand).flatMap((ageBand) =>
      options(about?.languageRegion).map((languageRegion) => ({
        version,
        canton,
        ageBand,
        languageRegion,
      })),
    ),
  );
}

/** A cell as one string, for maps and database keys. */
export function cellId(key: CellKey): string {
  return [key.version, key.canton, key.ageBand, key.languageRegion].join('|');
}

/** Whom a standing answer compares with. */
export type Among = 'all' | 'canton' | 'age';

/** The cell a standing answer compares with, or null when the person did not tell that. */
export function amongCell(version: string, among: Among, about: About | null): CellKey | null {
  const whole: CellKey = { version, canton: ALL, ageBand: ALL, languageRegion: ALL };
  if (among === 'all') return whole;
  if (among === 'canton') return about?.canton ? { ...whole, canton: about.canton } : null;
  return about?.ageBand ? { ...whole, ageBand: about.ageBand } : null;
}
