import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { isMax3, isMultipleChoice, leafQuestions } from '../questionnaire/question-kind';
import { DIMENSION_COUNT, type QuestionContent, type ScoreVector } from '../questionnaire/types';
import { roundTo3 } from './round';
import { questionScoreBounds, zeroScores } from './score-bounds';

/**
 * How likely a random answerer is to choose each answer of a leaf question: SC/OPT one answer of
 * n (1/n); MC a non-empty subset, each option with 1/2 (2^(n−1) / (2^n − 1) given the subset is
 * not empty); MAX3 one to three options, each count equally likely (E[min(k, n)] / n).
 */
export function randomChoiceProbability(q: QuestionContent): number {
  const n = q.answers.length;
  if (n === 0) return 0;
  if (isMax3(q)) return [1, 2, 3].reduce((sum, k) => sum + Math.min(k, n), 0) / 3 / n;
  if (isMultipleChoice(q)) return 2 ** (n - 1) / (2 ** n - 1);
  return 1 / n;
}

/**
 * The expected uncorrected percentage of a random answerer who answers every given question
 * ((user − min) / (max − min), 0.5 when the range is 0): every answered question counts in min
 * and max, so the expectation is that of the user sum, computed exactly.
 */
export function randomMeanPercentages(questions: readonly QuestionContent[]): number[] {
  const user = zeroScores();
  const min = zeroScores();
  const max = zeroScores();
  for (const q of leafQuestions(questions)) {
    const p = randomChoiceProbability(q);
    const bounds = questionScoreBounds(q);
    for (let d = 0; d < DIMENSION_COUNT; d += 1) {
      user[d] = (user[d] ?? 0) + p * q.answers.reduce((s, a) => s + (a.scoring[d] ?? 0), 0);
      min[d] = (min[d] ?? 0) + (bounds.min[d] ?? 0);
      max[d] = (max[d] ?? 0) + (bounds.max[d] ?? 0);
    }
  }
  return user.map((u, d) => {
    const range = (max[d] ?? 0) - (min[d] ?? 0);
    return range === 0 ? 0.5 : (u - (min[d] ?? 0)) / range;
  });
}

/**
 * The offsets of the correction rule for a set of questions (docs/decisions/0035): each value's
 * offset is the random answerer's expected percentage, 3 decimals, so that answering at random
 * lands at 0.5; the four internal dimensions stay uncorrected (0).
 */
export function ruleOffsets(questions: readonly QuestionContent[]): ScoreVector {
  const shown = new Set(VALUE_DIMENSIONS.map((d) => d.index));
  return randomMeanPercentages(questions).map((mean, d) => (shown.has(d) ? roundTo3(mean) : 0));
}
