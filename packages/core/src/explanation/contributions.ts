import { findAnswerIndex } from '../questionnaire/answer-index';
import type { Answer, QuestionContent } from '../questionnaire/types';
import { zeroScores } from '../scoring/score-bounds';

/** One chosen answer and what it added to one dimension (points per value). */
export interface Contribution {
  /** The leaf question the answer belongs to. */
  question: QuestionContent;
  answer: Answer;
  /** The answer's scoring for the dimension: what it added to the raw score. */
  points: number;
}

/**
 * Points per value: for every dimension, the chosen answers with non-zero points for it, the
 * strongest first (by absolute points; ties keep questionnaire order). The points of a dimension
 * add up to its raw score (the user sum of scoreAnswerSet), so the list is the whole story.
 * Unknown answer ids are ignored and a repeated id counts once, as in scoring.
 */
export function answerContributions(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
}): Contribution[][] {
  const index = findAnswerIndex(input.questions);
  const position = new Map([...index.keys()].map((id, i) => [id, i]));
  const chosen = [...new Set(input.answerIds)]
    .filter((id) => index.has(id))
    .sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0))
    .flatMap((id) => index.get(id) ?? []);
  return zeroScores().map((_, d) =>
    chosen
      .map(({ question, answer }) => ({ question, answer, points: answer.scoring[d] ?? 0 }))
      .filter((c) => c.points !== 0)
      .sort((a, b) => Math.abs(b.points) - Math.abs(a.points)),
  );
}
