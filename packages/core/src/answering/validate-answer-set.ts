import { leafQuestions, maxSelections } from '../questionnaire/question-kind';
import { answerMapFromIds, findAnswerIndex } from '../questionnaire/answer-index';
import type { AnswerMap, QuestionContent } from '../questionnaire/types';

/** The outcome of checking a posted answer set: its answers map, or every reason it is impossible. */
export type AnswerSetValidation =
  { ok: true; answers: AnswerMap } | { ok: false; errors: string[] };

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  try {
    return String(value);
  } catch {
    return typeof value;
  }
}

function idErrors(questions: readonly QuestionContent[], answerIds: readonly unknown[]): string[] {
  const index = findAnswerIndex(questions);
  const seen = new Set<number>();
  const reported = new Set<number>();
  const errors: string[] = [];
  for (const value of answerIds) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
      errors.push(`not_an_integer:${describe(value)}`);
    } else if (!index.has(value)) {
      errors.push(`unknown_answer:${value}`);
    } else if (seen.has(value)) {
      if (!reported.has(value)) errors.push(`duplicate_answer:${value}`);
      reported.add(value);
    }
    if (typeof value === 'number') seen.add(value);
  }
  return errors;
}

function tooManyErrors(questions: readonly QuestionContent[], answers: AnswerMap): string[] {
  return leafQuestions(questions)
    .filter((q) => (answers[q.id]?.length ?? 0) > maxSelections(q))
    .map((q) => `too_many_answers:${q.id}`);
}

/**
 * Checks that a posted answer set is possible (product.md §3, §4, §5), for the server's 400 answer. Reason
 * codes: `empty` (no ids at all), then per id in posted order `not_an_integer:<value>`,
 * `unknown_answer:<id>`, `duplicate_answer:<id>` (once per id), then per leaf question in
 * questionnaire order `too_many_answers:<questionId>` (over 1 for SC/OPT, over 3 for MAX3).
 */
export function validateAnswerSet(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly unknown[];
}): AnswerSetValidation {
  const { questions, answerIds } = input;
  if (answerIds.length === 0) return { ok: false, errors: ['empty'] };
  const ids = answerIds.filter((v): v is number => typeof v === 'number');
  const answers = answerMapFromIds(questions, ids);
  const errors = [...idErrors(questions, answerIds), ...tooManyErrors(questions, answers)];
  return errors.length === 0 ? { ok: true, answers } : { ok: false, errors };
}
