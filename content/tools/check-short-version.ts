import { leafQuestions, type Questionnaire } from '@values-cross/core';
import { ruleCorrection } from './correction-rule';
import { problem, type Problem } from './problem';

/** The short version's size (product.md §1: a first set of questions, asked first; top-level questions). */
export const SHORT_QUESTIONS = { min: 15, max: 20 } as const;
/** At most this many answers in the short version: a group's children each count as one. */
export const MAX_SHORT_ANSWERS = 24;
/** Versions published before offsets were data: they correct with the specification's vectors. */
export const SPEC_CORRECTED_VERSIONS: readonly string[] = ['2026.1'];

const same = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The short version and the offsets of a version: 15 to 20 questions, at most 24 answers, a
 * question in every chapter; offsets as the correction rule computes them (correction-rule.ts),
 * except in the versions that keep the specification's vectors.
 */
export function checkShortVersion(input: {
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const { file, questionnaire } = input;
  const problems: Problem[] = [];
  const short = questionnaire.questions.filter((q) => q.inNexpresso);
  if (short.length < SHORT_QUESTIONS.min || short.length > SHORT_QUESTIONS.max) {
    problems.push(
      problem(
        file,
        `the short version has ${short.length} questions (${SHORT_QUESTIONS.min} to ${SHORT_QUESTIONS.max})`,
      ),
    );
  }
  const answers = leafQuestions(short).length;
  if (answers > MAX_SHORT_ANSWERS) {
    problems.push(
      problem(file, `the short version asks ${answers} answers (at most ${MAX_SHORT_ANSWERS})`),
    );
  }
  for (const chapter of questionnaire.chapters) {
    if (!short.some((q) => q.chapter === chapter.id)) {
      problems.push(problem(file, `chapter ${chapter.id} has no short-version question`));
    }
  }
  if (SPEC_CORRECTED_VERSIONS.includes(questionnaire.version)) {
    if (questionnaire.correction !== undefined) {
      problems.push(problem(file, 'this version corrects with the specification’s vectors only'));
    }
    return problems;
  }
  const rule = ruleCorrection(questionnaire);
  const own = questionnaire.correction;
  if (!own || !same(own.short, rule.short) || !same(own.long, rule.long)) {
    problems.push(
      problem(
        file,
        `correction must be the rule's offsets (random answering at 0.5): ${JSON.stringify(rule)}`,
      ),
    );
  }
  return problems;
}
