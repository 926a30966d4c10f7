import { leafQuestions, type Questionnaire } from '@values-cross/core';

/** A valid answer set for tests: the answer in `row` (or the last one) of every leaf question. */
export function pickAnswers(
  questionnaire: Questionnaire,
  { row = 1, shortOnly = false }: { row?: number; shortOnly?: boolean } = {},
): number[] {
  const questions = shortOnly
    ? questionnaire.questions.filter((question) => question.inNexpresso)
    : questionnaire.questions;
  return leafQuestions(questions).flatMap((question) => {
    const answer = question.answers[Math.min(row, question.answers.length) - 1];
    return answer ? [answer.id] : [];
  });
}
