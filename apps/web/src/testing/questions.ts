import type { Question } from '@values-cross/core';

const text = { de: 't', fr: 't', it: 't', en: 't' };
const zero = Array<number>(12).fill(0);

/** A served single-choice question of the short version with these answer ids, for tests. */
export function servedQuestion(id: number, answerIds: number[]): Question {
  return {
    id,
    type: 'SC',
    title: text,
    text,
    chapter: 1,
    inNexpresso: true,
    childQuestions: [],
    answers: answerIds.map((answerId, i) => ({ id: answerId, row: i + 1, text, scoring: zero })),
    minScores: zero,
    maxScores: zero,
  };
}
