import type { Locale } from '@values-cross/core';

/**
 * What a question asks depends on its modal verbs and on whether it sets a condition: "should
 * companies have to prove" is another question than "must companies pay", and "where would you
 * live if you could choose" another than "where do you like to live". This lexicon finds both in
 * a text, per language, so that an easy wording can be held to its standard text (check-asks.ts).
 */

/**
 * The modal classes: should (a wish or recommendation), must (a duty or necessity), could (a
 * hypothesis: the conditional or, in French and Italian, the imperfect after "if") and can
 * (possibility, ability or permission: "können", "dürfen", "may", "be allowed to").
 */
export const MODAL_CLASSES = ['should', 'must', 'could', 'can'] as const;

/** One of the modal classes. */
export type ModalClass = (typeof MODAL_CLASSES)[number];

/** Any of the forms as a whole word (Unicode letters on neither side), case-insensitive. */
function anyOf(forms: readonly string[]): RegExp {
  return new RegExp(String.raw`(?<!\p{L})(?:${forms.join('|')})(?!\p{L})`, 'iu');
}

/** An apostrophe as the texts write it (typographic) or as typed. */
const APOSTROPHE = "[’']";

/** The forms of each modal class, per language. */
export const MODAL_LEXICON: Readonly<Record<Locale, Readonly<Record<ModalClass, RegExp>>>> = {
  de: {
    should: anyOf([
      'soll',
      'sollst',
      'sollen',
      'sollt',
      'sollte',
      'solltest',
      'sollten',
      'solltet',
    ]),
    must: anyOf(['muss', 'musst', 'müssen', 'müsst', 'musste', 'müsste', 'müssten', 'müsstest']),
    could: anyOf(['könnte', 'könntest', 'könnten', 'könntet']),
    can: anyOf(['kann', 'kannst', 'können', 'könnt', 'darf', 'darfst', 'dürfen', 'dürft']),
  },
  fr: {
    should: anyOf(['devrait', 'devraient', 'devrais', 'devrions', 'devriez', 'faudrait']),
    // "être tenu de" is the duty the other languages put in "müssen", "have to", "obbligato a".
    must: anyOf([
      'doit',
      'doivent',
      'dois',
      'devons',
      'devez',
      'faut',
      String.raw`(?:tenu|tenue|tenus|tenues|obligé|obligée|obligés|obligées)\s+d(?:e|${APOSTROPHE})`,
    ]),
    // After "si" the imperfect is the hypothesis ("si tu pouvais choisir": if you could choose).
    could: anyOf([
      'pourrait',
      'pourraient',
      'pourrais',
      'pourrions',
      'pourriez',
      'pouvais',
      'pouvait',
      'pouvaient',
    ]),
    // "Pouvoir" after a noun's article is power, not a verb ("le pouvoir", "du pouvoir"), and
    // "peut-être" is maybe.
    can: anyOf([
      String.raw`peut(?!-être)`,
      'peux',
      'peuvent',
      'pouvons',
      'pouvez',
      String.raw`(?<!(?:le|du|au)\s)pouvoir`,
      'permis',
      'permise',
      'permises',
    ]),
  },
  it: {
    // "Andare" with a past participle ("vanno protetti": are to be protected) is the Italian
    // wording of the recommendation the other languages say with should (items 7 and 9).
    should: anyOf([
      String.raw`(?:va|vanno)\s+(?!tutt)\p{L}+(?:at|ut|it|ss|tt|st)[oaie]`,
      'dovrebbe',
      'dovrebbero',
      'dovresti',
      'dovrei',
      'dovremmo',
      'dovreste',
      'bisognerebbe',
      'occorrerebbe',
    ]),
    must: anyOf([
      'deve',
      'devono',
      'devi',
      'devo',
      'dobbiamo',
      'dovete',
      'bisogna',
      'occorre',
      String.raw`(?:obbligat|tenut)[oaie]\s+a`,
    ]),
    // After "se" the imperfect subjunctive is the hypothesis ("se potessi scegliere").
    could: anyOf([
      'potrebbe',
      'potrebbero',
      'potresti',
      'potrei',
      'potremmo',
      'potreste',
      'potessi',
      'potesse',
      'potessero',
      'potessimo',
    ]),
    // "Sapere" before an infinitive is being able to ("sai chiedere": can you ask).
    can: anyOf([
      'può',
      'puoi',
      'possono',
      'posso',
      'possiamo',
      'potete',
      // "Potere" after an article is power, not a verb ("il potere"); "poterlo": to be able to do it.
      String.raw`(?<!(?:il|del|al|dal|nel)\s)poter(?:e|l[oaie]|ne|ci|si)?`,
      'permesso',
      'permessa',
      'permessi',
      'permesse',
      String.raw`(?:sai|sa|sanno|so|sappiamo|sapete)\s+\p{L}+(?:are|ere|ire)`,
    ]),
  },
  en: {
    should: anyOf(['should', 'ought']),
    must: anyOf(['must', String.raw`(?:have|has|had)\s+to`]),
    could: anyOf(['could']),
    can: anyOf([
      'can',
      'cannot',
      `can${APOSTROPHE}t`,
      'may',
      String.raw`able\s+to`,
      String.raw`allowed\s+to`,
      'allowed',
    ]),
  },
};

/**
 * A condition: "if" and the concessive "even if". French, Italian and English also say the
 * concessive with "even when" where German says "auch wenn" (item 40), and English with "even
 * where" (item 68), so those count too; a plain "when" of time does not. Not told apart: the
 * French adverb "si" ("si grand") and the Italian "se ne" of "if … of it" (read as the pronoun
 * of "se ne va"); the questionnaire uses neither.
 */
export const CONDITION: Readonly<Record<Locale, RegExp>> = {
  // "erst, wenn" is time ("only once"), as the other languages' "only when" (answer 6503).
  de: anyOf([String.raw`(?<!erst,?\s)wenn`, 'falls']),
  fr: anyOf(['si', `s${APOSTROPHE}ils?`, String.raw`même\s+(?:quand|lorsque)`]),
  it: anyOf([String.raw`se(?!\s+(?:stess|ne\s))`, String.raw`anche\s+quando`]),
  en: anyOf(['if', String.raw`even\s+(?:when|where)`]),
};

/**
 * German "wenn" is "if" and "when". A sentence that opens with a Wenn-clause closed by a colon
 * sets the recurring scene of the question ("Wenn in einer Gruppe etwas entschieden werden muss:
 * Wie oft …?"), the "When …," of the other languages, and sets no condition, unless the clause is
 * in the Konjunktiv II ("Wenn du frei wählen könntest: …"), which makes it a hypothesis.
 */
const GERMAN_WHEN_SCENE = /(?:^|(?<=[.!?]\s+))Wenn\s[^.!?:]*:/gu;
const KONJUNKTIV_II = anyOf([
  'könnte\\p{L}*',
  'würde\\p{L}*',
  'wäre\\p{L}*',
  'hätte\\p{L}*',
  'müsste\\p{L}*',
  'sollte\\p{L}*',
]);

/** The text with German scene-setting Wenn-clauses (see above) left out. */
function withoutWhenScenes(text: string, locale: Locale): string {
  if (locale !== 'de') return text;
  return text.replace(GERMAN_WHEN_SCENE, (clause) => (KONJUNKTIV_II.test(clause) ? clause : ''));
}

/** The modal classes a text uses, in the order of MODAL_CLASSES. */
export function modalClasses(text: string, locale: Locale): ModalClass[] {
  return MODAL_CLASSES.filter((c) => MODAL_LEXICON[locale][c].test(text));
}

/** Whether a text sets a condition (if, even if). */
export function hasCondition(text: string, locale: Locale): boolean {
  return CONDITION[locale].test(withoutWhenScenes(text, locale));
}
