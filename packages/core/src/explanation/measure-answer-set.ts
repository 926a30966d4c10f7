// Measuring an answer set against its questionnaire: the server for every result it serves, a
// device for a result it makes while the server cannot be reached (decision 0059). Apart from
// measurement.ts, whose rules the pages that show a result use without measuring one.
import { leafQuestions } from '../questionnaire/question-kind';
import { findAnswerIndex } from '../questionnaire/answer-index';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import type { QuestionContent } from '../questionnaire/types';
import { questionScoreBounds } from '../scoring/score-bounds';
import type { ScoringInput } from '../scoring/score-answer-set';
import { oneAnswerRanges, type ScoreRange } from './one-answer-range';
import {
  MIN_BEARING_ANSWERS,
  UNMEASURED_RANGE_WIDTH,
  type Measurement,
  type ValueMeasurement,
} from './measurement';

/** Whether a value with this one-answer range and this many bearing answers can be read. */
export function isMeasured(input: { range: ScoreRange; bearing: number }): boolean {
  const { range, bearing } = input;
  return bearing >= MIN_BEARING_ANSWERS && range.high - range.low < UNMEASURED_RANGE_WIDTH;
}

/** The leaf questions of the part a person took: the short version's, or all when long. */
export function askedQuestions(
  questions: readonly QuestionContent[],
  longVersionAttempted: boolean,
): readonly QuestionContent[] {
  return leafQuestions(longVersionAttempted ? questions : questions.filter((q) => q.inNexpresso));
}

/**
 * How an answer set was measured (decision 0045): the questions passed, and per value its
 * one-answer range, the answered questions that bear on it, and whether it can be read at all.
 */
export function measureAnswerSet(input: ScoringInput): Measurement {
  const { questions, answerIds, longVersionAttempted } = input;
  const index = findAnswerIndex(questions);
  const answered = new Set<QuestionContent>();
  for (const id of answerIds) {
    const question = index.get(id)?.question;
    if (question) answered.add(question);
  }
  const asked = askedQuestions(questions, longVersionAttempted);
  const bounds = [...answered].map(questionScoreBounds);
  const ranges = oneAnswerRanges(input);
  return {
    asked: asked.length,
    passed: asked.filter((q) => !answered.has(q)).length,
    values: ranges.map((range, d) => {
      const bearing = bounds.filter((b) => b.max[d] !== b.min[d]).length;
      return { range, bearing, measured: isMeasured({ range, bearing }) };
    }),
  };
}

/** One value's measurement as a result carries it: dimension 1..8 and key, range, bearing. */
export interface PresentedValue extends ValueMeasurement {
  dimension: number;
  key: string;
}

/** A result's measurement as the API serves it and the device shows an unsent result. */
export interface PresentedMeasurement {
  asked: number;
  passed: number;
  /** The eight values, dimension 1 first. */
  values: PresentedValue[];
}

/**
 * How a result with these scores was measured, value by value (decision 0045), as the server
 * serves it and a device shows a result it made offline: one implementation for both. Without
 * its questionnaire (`input` null) nothing is measured; each range is widened to contain the
 * score, should the stored and recomputed scores differ.
 */
export function presentMeasurement(
  input: ScoringInput | null,
  scores: readonly number[],
): PresentedMeasurement {
  const measured = input ? measureAnswerSet(input) : null;
  return {
    asked: measured?.asked ?? 0,
    passed: measured?.passed ?? 0,
    values: VALUE_DIMENSIONS.map(({ index, key }) => {
      const score = scores[index] ?? 0.5;
      const value = measured?.values[index];
      const range = value?.range ?? { low: score, high: score };
      return {
        dimension: index + 1,
        key,
        range: { low: Math.min(range.low, score), high: Math.max(range.high, score) },
        bearing: value?.bearing ?? 0,
        measured: value?.measured ?? false,
      };
    }),
  };
}
