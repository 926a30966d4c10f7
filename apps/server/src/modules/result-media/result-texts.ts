import type { DimensionKey, Locale, Reading } from '@values-cross/core';
import { aroundPlaceholder, verbalProfile } from '@values-cross/core';
import commonDe from '@values-cross/content/locales/de/common.json' with { type: 'json' };
import commonEn from '@values-cross/content/locales/en/common.json' with { type: 'json' };
import commonFr from '@values-cross/content/locales/fr/common.json' with { type: 'json' };
import commonIt from '@values-cross/content/locales/it/common.json' with { type: 'json' };
import resultDe from '@values-cross/content/locales/de/result.json' with { type: 'json' };
import resultEn from '@values-cross/content/locales/en/result.json' with { type: 'json' };
import resultFr from '@values-cross/content/locales/fr/result.json' with { type: 'json' };
import resultIt from '@values-cross/content/locales/it/result.json' with { type: 'json' };
import easyDe from '@values-cross/content/locales/de/easy.json' with { type: 'json' };
import easyEn from '@values-cross/content/locales/en/easy.json' with { type: 'json' };
import easyFr from '@values-cross/content/locales/fr/easy.json' with { type: 'json' };
import easyIt from '@values-cross/content/locales/it/easy.json' with { type: 'json' };

const common = { de: commonDe, fr: commonFr, it: commonIt, en: commonEn } as const;
const result = { de: resultDe, fr: resultFr, it: resultIt, en: resultEn } as const;
type ProfileTexts = { strong: Record<string, string>; weak: Record<string, string> };
const easyProfile: Record<Locale, Partial<ProfileTexts> | undefined> = {
  de: (easyDe as { result?: { profile?: ProfileTexts } }).result?.profile,
  fr: (easyFr as { result?: { profile?: ProfileTexts } }).result?.profile,
  it: (easyIt as { result?: { profile?: ProfileTexts } }).result?.profile,
  en: (easyEn as { result?: { profile?: ProfileTexts } }).result?.profile,
};

type ValueDimension = keyof typeof resultEn.dimensions;

/** The product's name in a language (Wertekreuz, Croix des valeurs, …). */
export function appName(locale: Locale): string {
  return common[locale].app.name;
}

/** A value dimension's name in a language, as on the web app's cross. */
export function dimensionName(dimension: DimensionKey, locale: Locale): string {
  return result[locale].dimensions[dimension as ValueDimension] ?? dimension;
}

/** What a high and a low value of a dimension mean, as the result page's profile says it (in a reading). */
export function dimensionMeaning(
  dimension: DimensionKey,
  locale: Locale,
  reading: Reading = 'standard',
): { high: string; low: string } {
  const texts = result[locale].profile;
  const easy = reading === 'easy' ? easyProfile[locale] : undefined;
  const key = dimension as ValueDimension;
  return {
    high: easy?.strong?.[key] ?? texts.strong[key] ?? '',
    low: easy?.weak?.[key] ?? texts.weak[key] ?? '',
  };
}

/**
 * The words before and after the code in "Result code: X" in a language, without the markup the
 * web app sets the code in.
 */
export function resultCodeParts(locale: Locale): { before: string; after: string } {
  return aroundPlaceholder(result[locale].code.replace(/<\/?code>/g, ''), 'code');
}

/** The title of a result page ("Your values cross"). */
export function resultTitle(locale: Locale): string {
  return result[locale].title;
}

/**
 * The verbal profile as one paragraph (spec 1): the kind, then the phrases of the strongest
 * dimensions; the same texts the result page shows.
 */
export function profileText({
  scores,
  longVersionAttempted,
  locale,
  maxPhrases = 2,
}: {
  scores: readonly number[];
  longVersionAttempted: boolean;
  locale: Locale;
  maxPhrases?: number;
}): string {
  const profile = verbalProfile({ scores, longVersionStarted: longVersionAttempted });
  const texts = result[locale].profile;
  const phrases = [
    ...profile.strong.map((d) => texts.strong[d as ValueDimension]),
    ...profile.weak.map((d) => texts.weak[d as ValueDimension]),
  ].slice(0, maxPhrases);
  return [texts.kind[profile.kind], ...phrases].join(' ');
}
