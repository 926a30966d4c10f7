import type { Locale } from '@values-cross/core';

/**
 * Readability as the product measures it (shared/tools/readability.py, line for line): each
 * language's own formula (German Amstad, French Kandel & Moles, Italian GULPEASE, English Flesch
 * reading ease), syllables counted as vowel groups. Around 60–70 reads as standard prose, 80 and
 * more as easy.
 */

const VOWELS: Readonly<Record<Locale, string>> = {
  de: 'aeiouyäöü',
  fr: 'aeiouyàâäéèêëîïôöùûüœæ',
  it: 'aeiouàèéìíîòóùú',
  en: 'aeiouy',
};

/** Letters as Python's `[^\W\d_]` takes them: letters and non-decimal numerals. */
const LETTER = String.raw`[\p{L}\p{Nl}\p{No}]`;
const WORD = new RegExp(String.raw`${LETTER}+(?:[’'-]${LETTER}+)*`, 'gu');
const SENTENCE_END = /[.!?…]+/u;
/** A dot after a number before a space: an ordinal or a date ("1. August"), no sentence end. */
const ORDINAL_DOT = /(\p{Nd})\.(?=\s)/gu;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/**
 * The sentences of a text: the parts between . ! ? … that hold a word character. A colon or a
 * semicolon joins two parts of one sentence, and the dot of an ordinal ends none.
 */
export function sentenceParts(text: string): string[] {
  return text
    .replace(ORDINAL_DOT, '$1')
    .split(SENTENCE_END)
    .filter((part) => WORD_CHARACTER.test(part));
}

/** The number of sentences of a text, at least 1. */
export function sentenceCount(text: string): number {
  return Math.max(1, sentenceParts(text).length);
}

/** The words of a text: runs of letters, joined by an apostrophe or a hyphen; digits are no word. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Syllables of a word as vowel groups (French drops a mute final e, es, ent; English a final e). */
export function syllables(word: string, locale: Locale): number {
  let w = word.toLowerCase();
  if (locale === 'fr') w = w.replace(/e(s|nt)?$/u, '') || w;
  if (locale === 'en') w = w.replace(/e$/u, '') || w;
  const groups = w.match(new RegExp(`[${VOWELS[locale]}]+`, 'gu')) ?? [];
  return Math.max(1, groups.length);
}

/** The readability of a set of texts in their language, each text counted as its own sentences. */
export function readability(texts: readonly string[], locale: Locale): number {
  const ws = words(texts.join(' . '));
  const wordCount = Math.max(1, ws.length);
  const sentences = texts.reduce((sum, text) => sum + sentenceCount(text), 0);
  const asl = wordCount / sentences;
  const asw = ws.reduce((sum, word) => sum + syllables(word, locale), 0) / wordCount;
  switch (locale) {
    case 'de':
      return 180 - asl - 58.5 * asw;
    case 'fr':
      return 207 - 1.015 * asl - 73.6 * asw;
    case 'en':
      return 206.835 - 1.015 * asl - 84.6 * asw;
    case 'it': {
      const letters = ws.reduce((sum, word) => sum + [...word].length, 0);
      return 89 + (300 * sentences - 10 * letters) / wordCount;
    }
  }
}
