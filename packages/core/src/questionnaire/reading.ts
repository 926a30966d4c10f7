import { LOCALES, type LocalizedText } from './types';
import { DAY_SECONDS } from '../time/durations';

/**
 * The two readings of every text a survey taker reads: the standard wording, and the easy-to-read
 * one (Leichte Sprache, FALC, lingua facile, easy read) with the same questions, answers and points.
 */
export const READINGS = ['standard', 'easy'] as const;

/** One of the readings. */
export type Reading = (typeof READINGS)[number];

/** Whether a value (a query parameter, a cookie) names a reading. */
export function isReading(x: unknown): x is Reading {
  return typeof x === 'string' && (READINGS as readonly string[]).includes(x);
}

/** The query parameter that opens any page in a reading (`?reading=easy`). */
export const READING_PARAM = 'reading';

export { READING_COOKIE } from './reading-cookie';

/** A year, as the language cookie. */
export const READING_COOKIE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

function isLocalizedText(value: unknown): value is LocalizedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

/** The easy wording in each language that has one, the standard wording in the others. */
function easier(standard: unknown, easy: unknown): unknown {
  if (!isLocalizedText(standard) || !isLocalizedText(easy)) return standard;
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, easy[locale].trim() === '' ? standard[locale] : easy[locale]]),
  );
}

/**
 * A questionnaire, or any body built from its parts, in one reading: each part's `easy` wording
 * takes the place of its standard texts (per language, where it has one) and no `easy` key is
 * left, so a client reads either reading with the same code. Ids, order and scorings are
 * untouched: a result is the same whichever reading was read.
 */
export function inReading<T>(body: T, reading: Reading): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    const { easy, ...rest } = value as Record<string, unknown>;
    const visited = Object.fromEntries(
      Object.entries(rest).map(([key, inner]) => [key, visit(inner)]),
    );
    if (reading !== 'easy' || typeof easy !== 'object' || easy === null) return visited;
    for (const [field, text] of Object.entries(easy)) {
      if (field in visited) visited[field] = easier(visited[field], text);
    }
    return visited;
  };
  return visit(body) as T;
}
