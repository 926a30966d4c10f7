import { askedQuestions } from '../explanation/measure-answer-set';
import { leafQuestions } from '../questionnaire/question-kind';
import type { QuestionContent } from '../questionnaire/types';
import { ruleOffsets } from '../scoring/random-answerer';
import { scoreAnswerSet } from '../scoring/score-answer-set';

/** What scoring a result by another version's key needs of it. */
export interface KeyedResult {
  /** The questions of the version the result answered. */
  questions: readonly QuestionContent[];
  longVersionAttempted: boolean;
  answerIds: readonly number[];
}

/**
 * A result's twelve scores as version `key` scores a result (decision 0050): the key's scorings
 * and bounds, corrected by the rule's offsets (0035) for the questions of the part the result
 * took in its own version (those the key also holds). A result of a version that follows the
 * rule scores by its own key exactly as it was stored; one of another version scores as the
 * same answers would there, so that results of several versions can be put together (groups).
 */
export function scoreByKey(key: readonly QuestionContent[], result: KeyedResult): number[] {
  const inKey = new Map(leafQuestions(key).map((question) => [question.id, question]));
  const part = askedQuestions(result.questions, result.longVersionAttempted).flatMap(
    (question) => inKey.get(question.id) ?? [],
  );
  const offsets = ruleOffsets(part);
  return scoreAnswerSet({
    questions: key,
    answerIds: result.answerIds,
    longVersionAttempted: false,
    correction: { short: offsets, long: offsets },
  }).scores;
}
