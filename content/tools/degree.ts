import type { Locale } from '@values-cross/core';
import {
  DEGREE_CLASSES,
  DEGREE_LEXICON,
  type DegreeClass,
  type DegreeLexicon,
} from './degree-lexicon';

export { DEGREE_CLASSES, type DegreeClass } from './degree-lexicon';

/**
 * How strongly a text says what it says: "stimme voll und ganz zu" is another answer than "stimme
 * eher zu", and an easy wording that turns "very" into "rather" moves its answer one step down
 * the scale. This reads the degree phrases of a text, per language (degree-lexicon.ts), so that
 * the wordings of a question or an answer can be held to each other (check-degree.ts).
 */

/** A degree phrase found in a text: its words (normalised, lower case) and its class. */
export interface DegreePhrase {
  phrase: string;
  degree: DegreeClass;
}

/**
 * The text as the lexicon reads it: any run of spaces (Swiss French puts U+202F before "?" and
 * U+00A0 inside « ») is one space, and a typographic apostrophe (’) is the typed one (').
 */
export function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/[’‘ʼ]/gu, "'").replace(/\s+/gu, ' ').trim();
}

/**
 * German "viel", "wenig" and "ganz" before a noun (German writes nouns with a capital) say a
 * quantity of things or a whole ("viel Geld", "zu wenig Wohnungen", "ganz Europa"), not a degree,
 * unless "mit" makes the quantity a manner ("mit viel Geduld"). The case is lost once the text is
 * matched case-insensitively, so they are blanked first.
 */
const GERMAN_BEFORE_NOUN = /(?<![\p{L}\p{N}])(?:(?<![Mm]it )[Vv]iel|[Ww]enig|[Gg]anz)(?= \p{Lu})/gu;

interface CompiledLexicon {
  regex: RegExp;
  degrees: (DegreeClass | null)[];
}

/**
 * One regular expression per language: every phrase as whole words, longest first, and at equal
 * length a phrase of `none` first ("strict nécessaire" before "strict(?:e|s|es)?": the sort keeps
 * the order of equals).
 */
function compile(lexicon: DegreeLexicon): CompiledLexicon {
  const entries = (['none', ...DEGREE_CLASSES] as const)
    .flatMap((key) =>
      lexicon[key].map((source) => ({ source, degree: key === 'none' ? null : key })),
    )
    .sort((a, b) => b.source.length - a.source.length);
  const alternatives = entries.map((e) => `(${e.source})`).join('|');
  return {
    regex: new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${alternatives})(?![\p{L}\p{N}])`, 'giu'),
    degrees: entries.map((e) => e.degree),
  };
}

const COMPILED = new Map<Locale, CompiledLexicon>();

function compiled(locale: Locale): CompiledLexicon {
  let found = COMPILED.get(locale);
  if (!found) {
    found = compile(DEGREE_LEXICON[locale]);
    COMPILED.set(locale, found);
  }
  return found;
}

/** The degree phrases of a text, in the order they stand (phrases of `none` left out). */
export function degreePhrases(text: string, locale: Locale): DegreePhrase[] {
  let read = normaliseText(text);
  if (locale === 'de') read = read.replace(GERMAN_BEFORE_NOUN, '·');
  const { regex, degrees } = compiled(locale);
  const phrases: DegreePhrase[] = [];
  for (const match of read.matchAll(regex)) {
    const entry = match.findIndex((group, i) => i > 0 && group !== undefined) - 1;
    const degree = degrees[entry];
    if (degree) phrases.push({ phrase: match[0].toLowerCase(), degree });
  }
  return phrases;
}

/** The degree classes a text uses, in the order of DEGREE_CLASSES. */
export function degreeClasses(text: string, locale: Locale): DegreeClass[] {
  const found = degreePhrases(text, locale);
  return DEGREE_CLASSES.filter((c) => found.some((p) => p.degree === c));
}
