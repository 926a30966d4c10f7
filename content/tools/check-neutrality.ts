import { LOCALES, type Locale, type Questionnaire } from '@values-cross/core';
import { allQuestions } from './check-structure';
import { problem, type Problem } from './problem';
import { evaluativeProblems } from './check-evaluative-words';

/**
 * Words that agree and words that disagree, per language: whole words, lower case. The middle of
 * an agreement scale may carry neither (“teils, teils”) or both alike (“in parte sì, in parte
 * no”), never one alone (“zum Teil einverstanden” leans to agreeing).
 */
const AGREEING: Record<Locale, readonly string[]> = {
  de: ['einverstanden', 'zustimmen', 'stimme', 'ja'],
  fr: ['accord', 'oui'],
  it: ['accordo', 'sì'],
  en: ['agree', 'yes'],
};
const DISAGREEING: Record<Locale, readonly string[]> = {
  de: ['nicht', 'nein', 'dagegen', 'uneinverstanden'],
  fr: ['pas', 'non'],
  it: ['non', 'no'],
  en: ['disagree', 'not', 'no'],
};

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);

/** Which way a text leans: toward agreeing, disagreeing, or neither (both alike, or none). */
export function leaning(text: string, locale: Locale): 'agrees' | 'disagrees' | null {
  const words = wordsOf(text);
  const agrees = AGREEING[locale].some((word) => words.includes(word));
  const disagrees = DISAGREEING[locale].some((word) => words.includes(word));
  if (agrees === disagrees) return null;
  return agrees ? 'agrees' : 'disagrees';
}

/**
 * The answers the translation record allows an evaluative word, with the reason: a question's
 * note's `neutral`, answer id → reason. Anything else in the record is not read here.
 */
function allowedWords(record: unknown, questionId: number): ReadonlyMap<number, string> {
  const note = (record as Record<string, { neutral?: unknown } | undefined> | null)?.[
    String(questionId)
  ];
  const neutral = note?.neutral;
  if (typeof neutral !== 'object' || neutral === null) return new Map();
  return new Map(
    Object.entries(neutral).flatMap(([id, reason]) =>
      typeof reason === 'string' && reason.trim() !== '' ? [[Number(id), reason] as const] : [],
    ),
  );
}

/**
 * The neutrality of a questionnaire's answer lists (issue: neutral wording), in the standard and
 * the easy wording of every language: the middle answer of every agreement scale with a middle
 * neither agrees nor disagrees, and no option carries an evaluative word its siblings lack
 * (check-evaluative-words.ts) unless the version's translation record (`record`, the parsed
 * questionnaire/asks file) allows it.
 */
export function checkNeutrality(input: {
  file: string;
  questionnaire: Questionnaire;
  record?: unknown;
}): Problem[] {
  const { file, questionnaire } = input;
  const problems: Problem[] = [];
  for (const question of allQuestions(questionnaire.questions)) {
    problems.push(
      ...evaluativeProblems({ file, question, allowed: allowedWords(input.record, question.id) }),
    );
    if (question.scale !== 'agreement' || question.answers.length % 2 === 0) continue;
    const middle = [...question.answers].sort((a, b) => a.row - b.row)[
      (question.answers.length - 1) / 2
    ];
    if (!middle) continue;
    for (const locale of LOCALES) {
      const wordings = [
        ['', middle.text[locale]],
        ['easy ', middle.easy?.text[locale]],
      ] as const;
      for (const [reading, text] of wordings) {
        const way = text ? leaning(text, locale) : null;
        if (!text || !way) continue;
        problems.push(
          problem(
            file,
            `the ${reading}middle of the agreement scale ${way} ("${text}", answer ${middle.id}): it must neither agree nor disagree, or do both alike`,
            { questionId: question.id, locale },
          ),
        );
      }
    }
  }
  return problems;
}
