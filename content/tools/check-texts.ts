import { LOCALES, type Answer, type Locale, type QuestionContent } from '@values-cross/core';
import { problem, type Problem } from './problem';

/** Whether a localized text has a non-blank value for the locale (data may be malformed). */
export function hasText(text: unknown, locale: Locale): boolean {
  if (typeof text !== 'object' || text === null) return false;
  const value = (text as Record<string, unknown>)[locale];
  return typeof value === 'string' && value.trim() !== '';
}

/** A problem per locale whose text is missing or empty. */
export function checkLocales(input: {
  file: string;
  text: unknown;
  what: string;
  questionId?: number | null;
}): Problem[] {
  return LOCALES.filter((locale) => !hasText(input.text, locale)).map((locale) =>
    problem(input.file, `${input.what} is missing or empty`, {
      questionId: input.questionId ?? null,
      locale,
    }),
  );
}

/** The expected texts of a yes/no question, first answer yes, second no (product.md §3). */
export const YES_NO: Readonly<Record<Locale, readonly [string, string]>> = {
  de: ['ja', 'nein'],
  fr: ['oui', 'non'],
  it: ['sì', 'no'],
  en: ['yes', 'no'],
};

/** Spellings that make an answer pair look like yes/no in some language. */
const YES_LIKE = new Set(['ja', 'oui', 'sì', 'si', 'yes']);
const NO_LIKE = new Set(['nein', 'non', 'no']);

function normalised(answer: Answer | undefined, locale: Locale): string {
  const value: unknown = answer?.text?.[locale];
  return typeof value === 'string' ? value.trim().toLowerCase().replace(/[.!]$/, '') : '';
}

function looksYesNo(answers: readonly Answer[], locale: Locale): boolean {
  const [first, second] = answers.map((a) => normalised(a, locale));
  return (
    (YES_LIKE.has(first ?? '') && NO_LIKE.has(second ?? '')) ||
    (NO_LIKE.has(first ?? '') && YES_LIKE.has(second ?? ''))
  );
}

/**
 * Yes/no detection (product.md §3): the app recognises a yes/no question only by the German texts
 * 'ja' and 'nein'. An OPT question with two answers that reads as yes/no in any language must
 * use exactly 'ja' then 'nein' in German, and oui/non, sì/no, yes/no in the other languages.
 */
export function checkYesNo(file: string, q: QuestionContent): Problem[] {
  if (q.type !== 'OPT' || q.answers.length !== 2) return [];
  if (!LOCALES.some((locale) => looksYesNo(q.answers, locale))) return [];
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    const expected = YES_NO[locale];
    const actual = q.answers.map((a) =>
      typeof a.text?.[locale] === 'string' ? a.text[locale] : '',
    );
    if (actual[0] !== expected[0] || actual[1] !== expected[1]) {
      const shown = actual.map((s) => `'${s}'`).join(' / ');
      problems.push(
        problem(
          file,
          `looks like a yes/no question but the answers are ${shown}; expected exactly '${expected[0]}' / '${expected[1]}'`,
          { questionId: q.id, locale },
        ),
      );
    }
  }
  return problems;
}
