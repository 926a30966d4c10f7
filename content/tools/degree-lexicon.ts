import type { Locale } from '@values-cross/core';
import { DE } from './degree-phrases/de';
import { EN } from './degree-phrases/en';
import { FR } from './degree-phrases/fr';
import { IT } from './degree-phrases/it';
import type { DegreeLexicon } from './degree-classes';

export { DEGREE_CLASSES, type DegreeClass, type DegreeLexicon } from './degree-classes';

/** The phrases of each language (degree-phrases/). */
export const DEGREE_LEXICON: Readonly<Record<Locale, DegreeLexicon>> = {
  de: DE,
  fr: FR,
  it: IT,
  en: EN,
};
