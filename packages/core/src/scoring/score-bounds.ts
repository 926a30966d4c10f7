import { MAX3_LIMIT, isMax3, isMultipleChoice } from '../questionnaire/question-kind';
import { DIMENSION_COUNT, type Question, type QuestionContent } from '../questionnaire/types';

/** The lowest and highest score a question can contribute per dimension (product.md §3). */
export interface ScoreBounds {
  min: number[];
  max: number[];
}

/** Twelve zeros: the bounds of a question without answers (product.md §3: default is twelve zeros). */
export function zeroScores(): number[] {
  return new Array<number>(DIMENSION_COUNT).fill(0);
}

/** Per-dimension sum of two score vectors (product.md §3: a GROUP adds up its children's bounds). */
export function addScores(a: readonly number[], b: readonly number[]): number[] {
  return zeroScores().map((_, d) => (a[d] ?? 0) + (b[d] ?? 0));
}

function sum(values: readonly number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

function multipleChoiceBounds(values: number[], limit: number): { min: number; max: number } {
  const positives = values.filter((v) => v >= 0).sort((a, b) => b - a);
  const negatives = values.filter((v) => v <= 0).sort((a, b) => a - b);
  return { min: sum(negatives.slice(0, limit)), max: sum(positives.slice(0, limit)) };
}

function dimensionBounds(q: QuestionContent, d: number): { min: number; max: number } {
  const values = q.answers.map((a) => a.scoring[d] ?? 0);
  if (isMultipleChoice(q)) {
    return multipleChoiceBounds(values, isMax3(q) ? MAX3_LIMIT : values.length);
  }
  return { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * The score bounds of a question (product.md §3). MC: max sums the non-negative scores, min the
 * non-positive ones (MAX3: only the 3 largest / 3 smallest). SC/OPT: the best and the worst
 * single answer per dimension, taken as they are, so an SC max may be negative (and an SC min
 * positive) when every answer scores that way: the bounds are then exactly the reachable range.
 * GROUP: the sum of its children's bounds. No answers: twelve zeros.
 */
export function questionScoreBounds(q: QuestionContent): ScoreBounds {
  let bounds = boundsOf.get(q);
  if (!bounds) {
    bounds = computeBounds(q);
    boundsOf.set(q, bounds);
  }
  return bounds;
}

/** Bounds per question object: a loaded questionnaire never changes (see question-kind.ts). */
const boundsOf = new WeakMap<QuestionContent, ScoreBounds>();

function computeBounds(q: QuestionContent): ScoreBounds {
  if (q.type === 'GROUP') {
    return q.childQuestions.map(questionScoreBounds).reduce(
      (total, child) => ({
        min: addScores(total.min, child.min),
        max: addScores(total.max, child.max),
      }),
      { min: zeroScores(), max: zeroScores() },
    );
  }
  if (q.answers.length === 0) return { min: zeroScores(), max: zeroScores() };
  const perDimension = zeroScores().map((_, d) => dimensionBounds(q, d));
  return { min: perDimension.map((b) => b.min), max: perDimension.map((b) => b.max) };
}

/** A question as served to clients: content plus minScores/maxScores, children too (product.md §3). */
export function withScoreBounds(q: QuestionContent): Question {
  const { min, max } = questionScoreBounds(q);
  return {
    ...q,
    childQuestions: q.childQuestions.map(withScoreBounds),
    minScores: min,
    maxScores: max,
  };
}
