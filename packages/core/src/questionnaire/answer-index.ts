// Where each answer id of a questionnaire belongs. Apart from question-kind.ts: the pages that
// show questions do not use it, scoring and checking answer sets do (decision 0059).
import { leafQuestions, type QuestionNode } from './question-kind';
import type { Answer, AnswerMap, QuestionContent } from './types';

/** Kept with the question list it was derived from, as leafQuestions keeps its leaves. */
const answerIndexOf = new WeakMap<object, Map<number, unknown>>();

/** Where a chosen answer id belongs: its leaf question and the answer itself (product.md §3). */
export interface AnswerLocation<Q> {
  question: Q;
  answer: Answer;
}

/**
 * Index of every answer id of a questionnaire to its leaf question (product.md §3: answer ids are unique
 * across the questionnaire; should content repeat an id, the first occurrence wins).
 */
export function findAnswerIndex<Q extends QuestionNode<Q> & Pick<QuestionContent, 'answers'>>(
  questions: readonly Q[],
): ReadonlyMap<number, AnswerLocation<Q>> {
  const kept = answerIndexOf.get(questions) as Map<number, AnswerLocation<Q>> | undefined;
  if (kept) return kept;
  const index = new Map<number, AnswerLocation<Q>>();
  for (const question of leafQuestions(questions)) {
    for (const answer of question.answers) {
      if (!index.has(answer.id)) index.set(answer.id, { question, answer });
    }
  }
  answerIndexOf.set(questions, index);
  return index;
}

/**
 * The answers map of a stored answer set (product.md §4: loaded answers), grouping the ids by their leaf
 * question; unknown ids are ignored and repeated ids kept once. Inverse of answerIdsOf.
 */
export function answerMapFromIds(
  questions: readonly QuestionContent[],
  answerIds: readonly number[],
): AnswerMap {
  const index = findAnswerIndex(questions);
  const map: Record<number, number[]> = {};
  for (const id of new Set(answerIds)) {
    const found = index.get(id);
    if (found === undefined) continue;
    (map[found.question.id] ??= []).push(id);
  }
  return map;
}
