import { DIMENSION_COUNT } from '../questionnaire/types';
import type { ScoreRange } from './one-answer-range';

/**
 * A value is not measured when one different answer could move it across this share of the
 * scale or more (its one-answer range is at least this wide). No person who answers every
 * question of either part reaches it under any answering habit tried (widest seen 0.53 in the
 * short part of 2027.1): only passing questions does (decision 0045).
 */
export const UNMEASURED_RANGE_WIDTH = 0.75;

/** A value is not measured when fewer than this many of the answered questions can move it. */
export const MIN_BEARING_ANSWERS = 2;

/** How firmly one value of a result is measured. */
export interface ValueMeasurement {
  /** The lowest and highest the value would be with one answer different (oneAnswerRanges). */
  range: ScoreRange;
  /** How many answered questions could move the value (some answer scores it differently). */
  bearing: number;
  /** False when the value rests on too few answers to be read: no trait is said of it. */
  measured: boolean;
}

/** How an answer set was measured: questions left without an answer, and each value's firmness. */
export interface Measurement {
  /** The questions of the part taken (short, or the whole questionnaire when long). */
  asked: number;
  /** Of those, the questions without an answer: passed, or not reached. */
  passed: number;
  /** By dimension index, all twelve. */
  values: ValueMeasurement[];
}

/**
 * The scores a cross is drawn with (decision 0045): a value too few answers measured in the
 * middle, where it says nothing; every other score as it is. `measured` by dimension index.
 */
export function drawnScores(scores: readonly number[], measured: readonly boolean[]): number[] {
  return scores.map((score, d) => (measured[d] === false ? 0.5 : score));
}

/**
 * Whether each of the twelve dimensions was measured, by index, from a result's measured values
 * (dimension 1..8; the four internal dimensions, never said, count as measured).
 */
export function measuredByIndex(
  values: readonly { readonly dimension: number; readonly measured: boolean }[],
): boolean[] {
  const unread = new Set(values.filter((v) => !v.measured).map((v) => v.dimension - 1));
  return Array.from({ length: DIMENSION_COUNT }, (_, d) => !unread.has(d));
}
