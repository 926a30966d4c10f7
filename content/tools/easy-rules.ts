import type { Locale } from '@values-cross/core';

/**
 * The rules the easy-to-read texts follow (Netzwerk Leichte Sprache and DIN SPEC 33429 for German,
 * Inclusion Europe's "Information for all" for French and Italian, ISO 24495-1 for English), as
 * far as a program can check them; the content check enforces each (check-easy.ts).
 */
export const EASY_RULES = {
  /** The readability of each language's easy question texts (readability.ts) reaches this. */
  minReadability: 80,
  /** No sentence of any easy text is longer. */
  maxSentenceWords: 15,
  /** The easy question texts' sentences are at most this long on average. */
  maxAverageSentenceWords: 10,
  /** A chapter's easy introduction has at most this many sentences (one per line). */
  maxIntroSentences: 6,
} as const;

/** Words that make a question negative; easy questions ask without them. */
export const NEGATION: Readonly<Record<Locale, RegExp>> = {
  de: /(?<!\p{L})(nicht|kein|keine|keinen|keinem|keiner|keines|nie|niemals|nichts|niemand|nirgends|weder)(?!\p{L})/iu,
  fr: /(?<!\p{L})(ne|pas|jamais|rien|aucun|aucune|ni|nullement|guère)(?!\p{L})|(?<!\p{L})n[’']/iu,
  it: /(?<!\p{L})(non|mai|nessuno|nessuna|niente|nulla|né|neanche|nemmeno|neppure)(?!\p{L})/iu,
  en: /(?<!\p{L})(not|no|never|nothing|nobody|none|neither|nor)(?!\p{L})|\p{L}n[’']t(?!\p{L})/iu,
};

/**
 * A second statement joined into a sentence: a comma followed by a conjunction or a relative
 * pronoun. Easy questions make one statement per sentence; a list of words ("A, B or C") passes.
 */
export const CLAUSE_JOIN: Readonly<Record<Locale, RegExp>> = {
  de: /,\s*(und|aber|oder|denn|weil|dass|ob|wenn|obwohl|damit|der|die|das|dem|den|deren|dessen|welche|welcher|welches|wo|was)(?!\p{L})/iu,
  fr: /,\s*(et|mais|ou|car|parce|que|qu[’']|qui|si|lorsque|quand|dont|où|puisque)(?!\p{L})/iu,
  it: /,\s*(e|ma|o|perché|che|se|quando|cui|dove|poiché|mentre)(?!\p{L})/iu,
  en: /,\s*(and|but|or|because|that|which|who|if|when|while|where|so)(?!\p{L})/iu,
};

/**
 * German compounds are split with a hyphen (Bundes-Rat), never the medio-point: a hyphen is read
 * aloud correctly by speech synthesis and screen readers, which may speak "·" as a word.
 */
export const GERMAN_COMPOUND_MARK = '-';

/**
 * Only long noun compounds are split, so the hyphen helps where it is needed and a word is
 * written one way: a compound of at most this many letters is one word (Wohnort, Wertekreuz),
 * and verbs and adjectives (lower-case: mitbestimmen, gleichwertig) are never split.
 * Abbreviations keep their hyphen (E-Mail, QR-Code, E-ID).
 */
export const GERMAN_SHORT_COMPOUND_LETTERS = 10;

/**
 * The interface texts a survey taker reads, by namespace and key prefix: each standard text under
 * them has an easy version in locales/<lang>/easy.json.
 */
export const EASY_CATALOGUE_SCOPE: readonly string[] = [
  'common.app.description',
  'common.landing.',
  'survey.',
  'result.',
  'group.join.',
  'group.embed.',
  'population.about.',
  'population.standing.',
  'population.openData.',
  'common.newsletter.',
  'community.footer.',
  'history.',
];
