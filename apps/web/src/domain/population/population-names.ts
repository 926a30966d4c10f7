import {
  AGE_BANDS,
  CANTONS,
  LANGUAGE_REGIONS,
  type AgeBand,
  type Canton,
  type LanguageRegion,
  type Locale,
} from '@values-cross/core';
import { useTranslation } from '@/lib/translation';

/** A choice of a select: its value and what it shows. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * The names of cantons, age groups and language regions in the page's language (namespace
 * `population`), and the three as choices: cantons in the language's alphabetical order.
 */
export function usePopulationNames(locale: Locale) {
  const { t } = useTranslation('population');
  const canton = (code: Canton) => t(`cantons.${code}`);
  const ageBand = (band: AgeBand) => t(`ageBands.${band}`);
  const region = (code: LanguageRegion) => t(`regions.${code}`);
  const collator = new Intl.Collator(locale);
  const choices = {
    canton: CANTONS.map((code) => ({ value: code, label: canton(code) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    ),
    ageBand: AGE_BANDS.map((band) => ({ value: band, label: ageBand(band) })),
    languageRegion: LANGUAGE_REGIONS.map((code) => ({ value: code, label: region(code) })),
  };
  return { canton, ageBand, region, choices };
}
