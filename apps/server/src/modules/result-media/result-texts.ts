import type { DimensionKey, Locale, Reading } from '@values-cross/core';
import { aroundPlaceholder, fillPlaceholders, verbalProfile } from '@values-cross/core';
import { interfaceTexts, type ServerCatalogues } from '@values-cross/content/interface-texts';

type ValueDimension = keyof ServerCatalogues['result']['dimensions'];

/** The product's name in a language (Wertekreuz, Croix des valeurs, …). */
export function appName(locale: Locale): string {
  return interfaceTexts(locale, 'common').app.name;
}

/** A value dimension's name in a language, as on the web app's cross. */
export function dimensionName(dimension: DimensionKey, locale: Locale): string {
  return interfaceTexts(locale, 'result').dimensions[dimension as ValueDimension] ?? dimension;
}

/** What a high and a low value of a dimension mean, as the result page's profile says it (in a reading). */
export function dimensionMeaning(
  dimension: DimensionKey,
  locale: Locale,
  reading: Reading = 'standard',
): { high: string; low: string } {
  const texts = interfaceTexts(locale, 'result', reading).profile;
  const key = dimension as ValueDimension;
  return { high: texts.strong[key] ?? '', low: texts.weak[key] ?? '' };
}

/**
 * The words before and after the code in "Result code: X" in a language, without the markup the
 * web app sets the code in.
 */
export function resultCodeParts(locale: Locale): { before: string; after: string } {
  return aroundPlaceholder(interfaceTexts(locale, 'result').code.replace(/<\/?code>/g, ''), 'code');
}

/** The title of a result as others see it ("A values cross"): a shared link is someone's. */
export function sharedResultTitle(locale: Locale): string {
  return interfaceTexts(locale, 'result').titleShared;
}

/**
 * The verbal profile as one paragraph (product.md §1), as a visitor of a shared result reads it: the
 * kind, then the phrases of the strongest measured dimensions; the same texts the result page
 * shows a visitor.
 */
export function profileText({
  scores,
  measured,
  longVersionAttempted,
  locale,
  maxPhrases = 2,
}: {
  scores: readonly number[];
  /** By dimension index: whether the value was measured (decision 0045). */
  measured: readonly boolean[];
  longVersionAttempted: boolean;
  locale: Locale;
  maxPhrases?: number;
}): string {
  const profile = verbalProfile({ scores, measured, longVersionStarted: longVersionAttempted });
  const { kind } = interfaceTexts(locale, 'result-page').visitor.profile;
  const result = interfaceTexts(locale, 'result');
  // As the page says it to a visitor: how much of which value, and what the value is.
  const said = (level: 'strong' | 'weak') => (d: string) => {
    const value = result.dimensions[d as ValueDimension];
    const label = fillPlaceholders(result.profile.level[level], { value });
    return `${label}. ${result.meaning[d as ValueDimension]}`;
  };
  const phrases = [...profile.strong.map(said('strong')), ...profile.weak.map(said('weak'))];
  return [kind[profile.kind], ...phrases.slice(0, maxPhrases)].join(' ');
}
