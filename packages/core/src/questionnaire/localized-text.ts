import { LOCALES, type Locale, type LocalizedText } from './types';
import { DAY_SECONDS } from '../time/durations';

/**
 * The text of a survey content item in one language (product.md §3): an empty (or blank) translation
 * falls back to the German text prefixed by the upper-case locale, e.g. "FR: Frage"; German is
 * returned as it is, never prefixed.
 */
export function localize(text: LocalizedText, locale: Locale): string {
  if (locale === 'de') return text.de;
  const translated: string | undefined = text[locale];
  if (translated !== undefined && translated.trim() !== '') return translated;
  return `${locale.toUpperCase()}: ${text.de}`;
}

/** Whether a value (a route prefix, a cookie) names one of the product's languages (product.md §1, §9). */
export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/** The cookie that remembers the visitor's language (product.md §9: LANG, path /), read by both sides. */
export const LANGUAGE_COOKIE = 'LANG';

/** 365 days: the reading of product.md §9 this product follows (see docs/decisions). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;
