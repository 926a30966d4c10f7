/**
 * The glossary of hard words (glossary/<lang>.json): each concept explained once, the same way in
 * de, fr, it and en, and no hard word in an easy text without its entry.
 *
 * Matching:
 * - A term is found as src/glossary-terms.ts finds it, as the easy page marks it: a whole word,
 *   case as written (a capitalised form is a term of its own), the longest term first.
 * - A word (readability.ts) is split into parts at hyphens and apostrophes ("Zivil-Dienst",
 *   "l’économie"). A part is hard when it has 4 or more syllables (vowel groups, as readability.ts
 *   counts them) or begins with a known hard word of its language (glossary/hard-words.json; one
 *   written in capitals, an abbreviation, only as the whole part; one in lower case also with a
 *   capital).
 * - A hard part passes inside a found term, or when the part or its whole word is a plain word of
 *   its language (glossary/plain-words.json: words every reader of easy language knows; one in
 *   lower case also with a capital).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale, type Questionnaire } from '@values-cross/core';
import type { VersionFile } from './check-versions';
import { glossaryTermsPattern } from '../src/glossary-terms';
import { easyTexts } from './check-easy';
import { flatTexts } from './check-easy-catalogues';
import { frenchSpacingFaults } from './french-typography';
import { problem, type Problem } from './problem';
import { sentenceParts, syllables, words } from './readability';

/** The glossary shipped with the content package (read as src/questionnaires.ts is). */
export const GLOSSARY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'glossary');

/** The rules of the glossary itself. */
export const GLOSSARY_RULES = {
  /** No sentence of an explanation is longer. */
  maxExplanationSentenceWords: 12,
  /** A word part with this many syllables or more is hard. */
  hardSyllables: 4,
} as const;

/** One concept in one language: the word forms the easy texts use, and its easy explanation. */
export interface GlossaryEntry {
  terms: string[];
  explanation: string;
}

/** The glossary files, read as they are (a missing or malformed part read as empty). */
export interface Glossary {
  entries: Record<Locale, Record<string, GlossaryEntry>>;
  plain: Record<Locale, string[]>;
  hard: Record<Locale, string[]>;
}

/** One easy text and where it stands. */
interface EasyText {
  file: string;
  place: string;
  questionId: number | null;
  locale: Locale;
  text: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
const perLocale = <T>(make: (locale: Locale) => T) =>
  Object.fromEntries(LOCALES.map((l) => [l, make(l)])) as Record<Locale, T>;

function readJson(root: string, name: string, problems: Problem[]): unknown {
  const path = join(root, name);
  if (existsSync(path)) return JSON.parse(readFileSync(path, 'utf8'));
  problems.push(problem(`glossary/${name}`, 'the file is missing'));
  return {};
}

/** Reads the glossary folder; problems name the files that are missing. */
export function readGlossary(root: string): { glossary: Glossary; problems: Problem[] } {
  const problems: Problem[] = [];
  const entries = perLocale((locale) => {
    const data = readJson(root, `${locale}.json`, problems);
    return Object.fromEntries(
      Object.entries(isRecord(data) ? data : {}).map(([id, v]) => {
        const entry = isRecord(v) ? v : {};
        const explanation = typeof entry.explanation === 'string' ? entry.explanation : '';
        return [id, { terms: strings(entry.terms), explanation }];
      }),
    );
  });
  const lists = (name: string) => {
    const data = readJson(root, name, problems);
    return perLocale((locale) => strings(isRecord(data) ? data[locale] : undefined));
  };
  return {
    glossary: { entries, plain: lists('plain-words.json'), hard: lists('hard-words.json') },
    problems,
  };
}

/** The rules of one entry: a term, an explanation of short sentences, the language's spelling. */
function entryProblems(locale: Locale, id: string, entry: GlossaryEntry): string[] {
  const found: string[] = [];
  if (entry.terms.every((t) => t.trim() === '')) found.push(`${id}: no term`);
  if (entry.explanation.trim() === '') found.push(`${id}: no explanation`);
  const most = GLOSSARY_RULES.maxExplanationSentenceWords;
  for (const sentence of sentenceParts(entry.explanation)) {
    const count = words(sentence).length;
    if (count > most)
      found.push(`${id}: a sentence of ${count} words (at most ${most}): "${sentence.trim()}"`);
  }
  if (locale === 'de' && [entry.explanation, ...entry.terms].some((t) => t.includes('ß')))
    found.push(`${id}: Swiss German writes "ss", never "ß"`);
  if (locale === 'fr')
    for (const excerpt of frenchSpacingFaults(entry.explanation))
      found.push(`${id}: French spacing is wrong in "${excerpt}"`);
  return found;
}

/**
 * Rule (a): the same ids in every language, each with a term and a short explanation; no term
 * under two ids, and no term on the plain list.
 */
export function checkGlossaryEntries(glossary: Glossary): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set(LOCALES.flatMap((l) => Object.keys(glossary.entries[l])));
  for (const locale of LOCALES) {
    const file = `glossary/${locale}.json`;
    const where = { locale };
    const owner = new Map<string, string>();
    for (const id of ids) {
      const entry = glossary.entries[locale][id];
      const found = entry
        ? entryProblems(locale, id, entry)
        : [`${id}: no entry (another language has one)`];
      for (const term of entry?.terms ?? []) {
        const first = owner.get(term) ?? id;
        if (first !== id) found.push(`"${term}" is a term of both ${first} and ${id}`);
        owner.set(term, first);
      }
      problems.push(...found.map((message) => problem(file, message, where)));
    }
    for (const word of glossary.plain[locale]) {
      const id = owner.get(word);
      if (id !== undefined)
        problems.push(
          problem('glossary/plain-words.json', `"${word}" is plain and a term of ${id}`, where),
        );
    }
  }
  return problems;
}

const startsLower = (s: string) => s !== s.charAt(0).toUpperCase() + s.slice(1);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const sameWord = (entry: string, word: string) =>
  word === entry || (startsLower(entry) && word === capitalised(entry));

/** What makes a word part hard, or null when it is short and on no list. */
function hardness(part: string, locale: Locale, hard: readonly string[]): string | null {
  const count = syllables(part, locale);
  if (count >= GLOSSARY_RULES.hardSyllables) return `${count} syllables`;
  const known = hard.find((h) =>
    /^\p{Lu}+$/u.test(h)
      ? part === h
      : part.startsWith(h) || (startsLower(h) && part.startsWith(capitalised(h))),
  );
  return known === undefined ? null : `a known hard word ("${known}")`;
}

/** A matcher per language: the hard words of a text with no glossary term or plain word for them. */
function unexplained(glossary: Glossary, locale: Locale) {
  const pattern = glossaryTermsPattern(
    Object.values(glossary.entries[locale]).flatMap((e) => e.terms),
  );
  const plain = glossary.plain[locale];
  const isPlain = (word: string) => plain.some((p) => sameWord(p, word));
  return (raw: string): string[] => {
    const text = raw.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ');
    const matches = pattern ? [...text.matchAll(pattern)] : [];
    const spans = matches.map((m): [number, number] => [m.index, m.index + m[0].length]);
    const found: string[] = [];
    let cursor = 0;
    for (const word of words(text)) {
      const at = text.indexOf(word, cursor);
      cursor = at + word.length;
      let offset = at;
      for (const part of word.split(/[-’']/u)) {
        const [start, end] = [offset, offset + part.length];
        offset = end + 1;
        if (spans.some(([s, e]) => s <= start && end <= e) || isPlain(word) || isPlain(part))
          continue;
        const why = hardness(part, locale, glossary.hard[locale]);
        if (why) found.push(`"${part === word ? word : `${part}" in "${word}`}" (${why})`);
      }
    }
    return found;
  };
}

function questionnaireTexts(file: string, questionnaire: Questionnaire, locale: Locale) {
  return easyTexts(questionnaire, locale).map(({ what, questionId, text }) => ({
    file,
    place: what,
    questionId,
    locale,
    text,
  }));
}

function catalogueTexts(contentRoot: string, locale: Locale): EasyText[] {
  const file = `locales/${locale}/easy.json`;
  const path = join(contentRoot, file);
  if (!existsSync(path)) return [];
  return flatTexts(JSON.parse(readFileSync(path, 'utf8'))).map(([place, text]) => ({
    file,
    place,
    questionId: null,
    locale,
    text,
  }));
}

/**
 * The glossary's own rules (rule a) and rule (b): every hard word of every easy text (the easy
 * fields of each questionnaire version, locales/<lang>/easy.json, and the glossary's own
 * explanations) is a glossary term of its language or a plain word.
 */
export function checkGlossary({
  contentRoot,
  versions,
  glossaryRoot = GLOSSARY_ROOT,
}: {
  contentRoot: string;
  versions: readonly VersionFile[];
  glossaryRoot?: string;
}): Problem[] {
  const { glossary, problems } = readGlossary(glossaryRoot);
  problems.push(...checkGlossaryEntries(glossary));
  for (const locale of LOCALES) {
    const find = unexplained(glossary, locale);
    const texts: EasyText[] = [
      ...versions.flatMap((v) => questionnaireTexts(v.file, v.questionnaire, locale)),
      ...catalogueTexts(contentRoot, locale),
      ...Object.entries(glossary.entries[locale]).map(([id, e]) => ({
        file: `glossary/${locale}.json`,
        place: `${id}: explanation`,
        questionId: null,
        locale,
        text: e.explanation,
      })),
    ];
    for (const { file, place, questionId, text } of texts)
      for (const word of new Set(find(text)))
        problems.push(
          problem(
            file,
            `${place}: ${word} is a hard word without a glossary entry (add it to glossary/${locale}.json, or to glossary/plain-words.json if every reader knows it)`,
            { questionId, locale },
          ),
        );
  }
  return problems;
}
