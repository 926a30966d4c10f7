import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@values-cross/core';
import { checkGlossary, GLOSSARY_ROOT, type GlossaryEntry } from './check-glossary';
import { loadVersionFiles } from './load-versions';
import { brokenCopy, CONTENT_ROOT, CURRENT_FILE } from './test-helpers';

/** The entries of one language: the EU may be left out. */
type Entries = { canton: GlossaryEntry; eu?: GlossaryEntry };

/** A small glossary that passes: cantons and the EU in four languages. */
function baseGlossary() {
  const entries: Record<Locale, Entries> = {
    de: {
      canton: { terms: ['Kanton', 'Kantone'], explanation: 'Die Schweiz hat 26 Kantone.' },
      eu: { terms: ['EU'], explanation: 'Die EU ist eine Gruppe von Ländern.' },
    },
    fr: {
      canton: { terms: ['canton', 'cantons'], explanation: 'La Suisse a 26 cantons.' },
      eu: { terms: ['UE'], explanation: 'L’UE est un groupe de pays.' },
    },
    it: {
      canton: { terms: ['cantone', 'cantoni'], explanation: 'La Svizzera ha 26 cantoni.' },
      eu: { terms: ['UE'], explanation: 'L’UE è un gruppo di Paesi.' },
    },
    en: {
      canton: { terms: ['canton', 'cantons'], explanation: 'Switzerland has 26 cantons.' },
      eu: { terms: ['EU'], explanation: 'The EU is a group of countries.' },
    },
  };
  const plain: Record<Locale, string[]> = { de: ['einverstanden'], fr: [], it: [], en: [] };
  const hard: Record<Locale, string[]> = {
    de: ['Kanton', 'EU'],
    fr: ['canton', 'UE'],
    it: ['cantone', 'UE'],
    en: ['canton', 'EU'],
  };
  return { entries, plain, hard };
}

let root = '';

/** Writes a glossary folder and easy catalogues (by language) into a fresh folder; checks them. */
function check(
  change: (g: ReturnType<typeof baseGlossary>) => void = () => {},
  easy: Partial<Record<Locale, Record<string, unknown>>> = {},
) {
  root = mkdtempSync(join(tmpdir(), 'values-cross-glossary-'));
  const glossary = baseGlossary();
  change(glossary);
  const folder = join(root, 'glossary');
  mkdirSync(folder);
  for (const locale of LOCALES) {
    writeFileSync(join(folder, `${locale}.json`), JSON.stringify(glossary.entries[locale]));
    const catalogue = easy[locale];
    if (catalogue === undefined) continue;
    mkdirSync(join(root, 'locales', locale), { recursive: true });
    writeFileSync(join(root, 'locales', locale, 'easy.json'), JSON.stringify(catalogue));
  }
  writeFileSync(join(folder, 'plain-words.json'), JSON.stringify(glossary.plain));
  writeFileSync(join(folder, 'hard-words.json'), JSON.stringify(glossary.hard));
  return checkGlossary({ contentRoot: root, versions: [], glossaryRoot: folder });
}

const messages = (problems: ReturnType<typeof check>) =>
  problems.map((p) => `${p.file}, ${p.locale}: ${p.message}`);

/** The problems of one German easy interface text (survey.title). */
const germanText = (text: string) =>
  messages(check(undefined, { de: { survey: { title: text } } }));

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkGlossary', () => {
  it('passes the shipped glossary with every shipped easy text', () => {
    expect(
      checkGlossary({ contentRoot: CONTENT_ROOT, versions: loadVersionFiles(CONTENT_ROOT) }),
    ).toEqual([]);
  });

  it('passes a small glossary that keeps the rules', () => {
    expect(check()).toEqual([]);
  });

  it('asks for the same ids, a term and an explanation in every language', () => {
    const problems = check((g) => {
      delete g.entries.fr.eu;
      g.entries.it.eu = { terms: [], explanation: ' ' };
    });
    expect(messages(problems)).toEqual([
      'glossary/fr.json, fr: eu: no entry (another language has one)',
      'glossary/it.json, it: eu: no term',
      'glossary/it.json, it: eu: no explanation',
    ]);
  });

  it('refuses a sentence of an explanation over 12 words', () => {
    const problems = check((g) => {
      g.entries.en.eu = {
        terms: ['EU'],
        explanation: 'The EU is a group of many countries in Europe that share many rules.',
      };
    });
    expect(messages(problems)).toEqual([
      expect.stringMatching(/^glossary\/en.json, en: eu: a sentence of 14 words \(at most 12\)/),
    ]);
  });

  it('refuses a term under two ids and a term that is also a plain word', () => {
    const problems = check((g) => {
      g.entries.de.eu = { terms: ['EU', 'Kantone'], explanation: 'Die EU ist eine Gruppe.' };
      g.plain.de.push('EU');
    });
    expect(messages(problems)).toEqual([
      'glossary/de.json, de: "Kantone" is a term of both canton and eu',
      'glossary/plain-words.json, de: "EU" is plain and a term of eu',
    ]);
  });

  it('asks for Swiss German spelling and French spacing in explanations', () => {
    const problems = check((g) => {
      g.entries.de.eu = {
        terms: ['EU'],
        explanation: 'Die EU ist eine grosse Gruppe. Sie ist groß.',
      };
      g.entries.fr.eu = { terms: ['UE'], explanation: 'L’UE : un groupe de pays.' };
    });
    expect(messages(problems)).toEqual([
      'glossary/de.json, de: eu: Swiss German writes "ss", never "ß"',
      expect.stringMatching(/^glossary\/fr.json, fr: eu: French spacing is wrong/),
    ]);
  });

  it('names a missing glossary file', () => {
    root = mkdtempSync(join(tmpdir(), 'values-cross-glossary-'));
    const problems = checkGlossary({ contentRoot: root, versions: [], glossaryRoot: root });
    expect(messages(problems)).toEqual([
      'glossary/de.json, null: the file is missing',
      'glossary/fr.json, null: the file is missing',
      'glossary/it.json, null: the file is missing',
      'glossary/en.json, null: the file is missing',
      'glossary/plain-words.json, null: the file is missing',
      'glossary/hard-words.json, null: the file is missing',
    ]);
  });

  it('refuses a word of 4 or more syllables without an entry, naming file, key and language', () => {
    const problems = check(undefined, {
      de: { survey: { title: 'Die Neutralität ist wichtig.' } },
    });
    expect(problems).toEqual([
      {
        file: 'locales/de/easy.json',
        questionId: null,
        locale: 'de',
        message: expect.stringMatching(
          /^survey.title: "Neutralität" \(4 syllables\) is a hard word without a glossary entry/,
        ),
      },
    ]);
  });

  it('counts each part of a German compound on its own', () => {
    expect(germanText('Das Volks-Referendum kommt.')).toEqual([
      expect.stringContaining('"Referendum" in "Volks-Referendum" (4 syllables)'),
    ]);
  });

  it('refuses a known hard short word, and any form of it the glossary does not list', () => {
    expect(germanText('Der Kanton und die EU.')).toEqual([]);
    expect(germanText('Des Kantons Grenze.')).toEqual([
      expect.stringContaining('"Kantons" (a known hard word ("Kanton"))'),
    ]);
    // A compound holds no term: it is a term of its own (as the easy page marks words).
    expect(germanText('Die Kanton-Schule.')).toEqual([
      expect.stringContaining('"Kanton" in "Kanton-Schule"'),
    ]);
  });

  it('lets a plain word pass, also with a capital', () => {
    expect(germanText('Bist du einverstanden? Einverstanden!')).toEqual([]);
  });

  it('takes terms with their case as written and finds them after an elision', () => {
    const problems = check(undefined, {
      fr: { survey: { title: 'L’UE et le canton.' } },
      en: { survey: { title: 'Cantons are parts of Switzerland.' } },
    });
    expect(messages(problems)).toEqual([
      expect.stringContaining('"Cantons" (a known hard word ("canton"))'),
    ]);
  });

  it('skips fillers and tags', () => {
    const problems = check(undefined, {
      en: { a: 'People from {{canton}}.', b: 'Your code: <code>{{code}}</code>' },
    });
    expect(problems).toEqual([]);
  });

  it('checks the explanations as easy texts too', () => {
    const problems = check((g) => {
      g.entries.de.eu = {
        terms: ['EU'],
        explanation: 'Die EU ist eine Gemeinschaft mit Neutralität.',
      };
    });
    expect(messages(problems)).toEqual([
      expect.stringMatching(/^glossary\/de.json, de: eu: explanation: "Neutralität"/),
    ]);
  });

  it('locates a hard word of a questionnaire at its question', () => {
    const questionnaire = brokenCopy();
    const question = questionnaire.questions[0];
    if (!question?.easy) throw new Error('the first question has no easy reading');
    question.easy.text.de = 'Was sagt die Bundesversammlung?';
    const problems = checkGlossary({
      contentRoot: CONTENT_ROOT,
      versions: [{ file: CURRENT_FILE, questionnaire }],
      glossaryRoot: GLOSSARY_ROOT,
    });
    expect(problems).toContainEqual({
      file: CURRENT_FILE,
      questionId: question.id,
      locale: 'de',
      message: expect.stringContaining('easy text: "Bundesversammlung" (5 syllables)'),
    });
  });
});
