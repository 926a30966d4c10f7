import { leafQuestions } from '../questionnaire/question-kind';
import { findAnswerIndex } from '../questionnaire/answer-index';
import type { Questionnaire, QuestionContent } from '../questionnaire/types';
import { correctionOf } from '../scoring/correction';
import { scoreAnswerSet } from '../scoring/score-answer-set';

/**
 * The top-level questions of the short version (product.md §1: inNexpresso), in questionnaire order;
 * the same array for the same questionnaire object (a loaded version never changes).
 */
export function shortVersionQuestions(questionnaire: Questionnaire): readonly QuestionContent[] {
  let short = shortOf.get(questionnaire);
  if (!short) {
    short = questionnaire.questions.filter((q) => q.inNexpresso);
    shortOf.set(questionnaire, short);
  }
  return short;
}

const shortOf = new WeakMap<Questionnaire, readonly QuestionContent[]>();

/**
 * The result a person would have had with the short version alone: of their answers only those
 * to short-version questions, scored as a short result of their questionnaire version (product.md §9).
 */
export function shortResultOf(
  questionnaire: Questionnaire,
  answerIds: readonly number[],
): number[] {
  const questions = shortVersionQuestions(questionnaire);
  const index = findAnswerIndex(questions);
  return scoreAnswerSet({
    questions,
    answerIds: answerIds.filter((id) => index.has(id)),
    longVersionAttempted: false,
    correction: correctionOf(questionnaire),
  }).scores;
}

/** The long result of a person's answers to a questionnaire version (product.md §9), as stored. */
export function longResultOf(questionnaire: Questionnaire, answerIds: readonly number[]): number[] {
  return scoreAnswerSet({
    questions: questionnaire.questions,
    answerIds,
    longVersionAttempted: true,
    correction: correctionOf(questionnaire),
  }).scores;
}

/**
 * Whether answers hold an answer to every leaf question of the short version: only then is the
 * short result made from them the one the person would have had.
 */
export function answersWholeShortVersion(
  questionnaire: Questionnaire,
  answerIds: readonly number[],
): boolean {
  const index = findAnswerIndex(shortVersionQuestions(questionnaire));
  const answered = new Set(answerIds.map((id) => index.get(id)?.question));
  return leafQuestions(shortVersionQuestions(questionnaire)).every((q) => answered.has(q));
}
