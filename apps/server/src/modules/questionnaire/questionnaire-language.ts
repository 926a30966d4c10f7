import { LOCALES, localize, type Locale, type LocalizedText } from '@values-cross/core';

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return (
    keys.length === LOCALES.length &&
    LOCALES.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string')
  );
}

/**
 * A served questionnaire body with the texts of one language only, in the same structure: each
 * text keeps just that language's key, already localised (a missing translation becomes German
 * prefixed with the language, product.md §3), so a client reads it exactly as the full body.
 */
export function inLanguage<T>(body: T, locale: Locale): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    if (isLocalizedText(value)) return { [locale]: localize(value, locale) };
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  return visit(body) as T;
}
