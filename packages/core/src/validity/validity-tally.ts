import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { findAnswerIndex } from '../questionnaire/answer-index';
import type { Questionnaire, QuestionContent } from '../questionnaire/types';
import { correctionOf } from '../scoring/correction';
import { oneAnswerRanges, type ScoreRange } from '../explanation/one-answer-range';
import { shortLongAgreement, type Agreement, type ShortLongPair } from './agreement';
import { longResultOf, shortResultOf, shortVersionQuestions } from './short-result';

/** Mean one-answer range width (high − low) per value, and the widest value's. */
export interface RangeFigures {
  /** By value key (curiosity … power). */
  byValue: Record<string, number>;
  worst: { value: string; width: number };
}

/** How well the short version stands for the long one, measured on a set of people. */
export interface ValidityFigures {
  agreement: Agreement;
  /** The one-answer ranges of the people's short results and of their long results. */
  shortRange: RangeFigures;
  longRange: RangeFigures;
}

function rangeFigures(sums: readonly number[], people: number): RangeFigures {
  const byValue = Object.fromEntries(
    VALUE_DIMENSIONS.map(({ key }, v) => [key, (sums[v] ?? 0) / Math.max(1, people)]),
  );
  const [value, width] = Object.entries(byValue).reduce((a, b) => (b[1] > a[1] ? b : a));
  return { byValue, worst: { value, width } };
}

/**
 * Gathers the validity figures of people who answered a whole questionnaire version: each
 * person's answers are scored as a long result and, restricted to the short version's questions,
 * as the short result they would have had (product scoring with the version's offsets); both get
 * their one-answer ranges (oneAnswerRanges). Used by the benchmark on simulated people and by the
 * operator on stored long results.
 */
export class ValidityTally {
  private readonly pairs: ShortLongPair[] = [];
  private readonly shortSums = VALUE_DIMENSIONS.map(() => 0);
  private readonly longSums = VALUE_DIMENSIONS.map(() => 0);
  private readonly short;
  private readonly shortIndex;
  private readonly correction;

  /** `ranges: false` gathers agreement only (the ranges are the costly part). */
  constructor(
    private readonly questionnaire: Questionnaire,
    private readonly options: { ranges: boolean } = { ranges: true },
  ) {
    this.short = shortVersionQuestions(questionnaire);
    this.shortIndex = findAnswerIndex(this.short);
    this.correction = correctionOf(questionnaire);
  }

  /** Adds one person's answers to every question they answered. */
  add(answerIds: readonly number[]): void {
    const { questionnaire, correction } = this;
    const shortIds = answerIds.filter((id) => this.shortIndex.has(id));
    this.pairs.push({
      short: shortResultOf(questionnaire, answerIds),
      long: longResultOf(questionnaire, answerIds),
    });
    if (!this.options.ranges) return;
    const ranges = (questions: readonly QuestionContent[], ids: readonly number[], long: boolean) =>
      oneAnswerRanges({ questions, answerIds: ids, longVersionAttempted: long, correction });
    addWidths(this.shortSums, ranges(this.short, shortIds, false));
    addWidths(this.longSums, ranges(questionnaire.questions, answerIds, true));
  }

  /** How many people were added. */
  get people(): number {
    return this.pairs.length;
  }

  /** The figures of everyone added so far. */
  figures(): ValidityFigures {
    return {
      agreement: shortLongAgreement(this.pairs),
      shortRange: rangeFigures(this.shortSums, this.pairs.length),
      longRange: rangeFigures(this.longSums, this.pairs.length),
    };
  }
}

function addWidths(sums: number[], ranges: readonly ScoreRange[]): void {
  VALUE_DIMENSIONS.forEach(({ index }, v) => {
    const range = ranges[index];
    sums[v] = (sums[v] ?? 0) + (range ? range.high - range.low : 0);
  });
}
