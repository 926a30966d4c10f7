import { findAnswerIndex } from '../questionnaire/answer-index';
import type { QuestionContent } from '../questionnaire/types';
import { roundTo3 } from './round';
import { offsetsFor, type Correction } from './correction';
import { questionScoreBounds, zeroScores } from './score-bounds';

/** What scoring an answer set needs: the version's questions and offsets, and the answers. */
export interface ScoringInput {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
  longVersionAttempted: boolean;
  /** The offsets of the questionnaire version answered (correctionOf). */
  correction: Correction;
}

/** A computed result: corrected scores and the raw figures they come from (product.md §3, §9). */
export interface ScoreResult {
  /** Twelve corrected percentages in 0..1, 3 decimals: the swissCross score1..score12. */
  scores: number[];
  /** Twelve uncorrected percentages (user - min) / (max - min), not rounded. */
  percentages: number[];
  /** Per dimension the sum of the scorings of all chosen answers. */
  user: number[];
  /** Per dimension the sum of the min bounds of the answered leaf questions. */
  min: number[];
  /** Per dimension the sum of the max bounds of the answered leaf questions. */
  max: number[];
}

/**
 * Where the user stands between min and max (product.md §9): (user - min) / (max - min); 0.5 when the
 * range is 0; a non-finite result (infinite or NaN inputs) is replaced by 1.
 */
export function percentage({ user, min, max }: { user: number; min: number; max: number }): number {
  if (max - min === 0) return 0.5;
  const p = (user - min) / (max - min);
  return Number.isFinite(p) ? p : 1;
}

/**
 * A percentage corrected by its offset (product.md §9): 2 * (p - offset) + 0.5 clamped to 0..1 when the
 * offset is not zero; otherwise p itself, clamped to 0..1 too (a no-op for valid answer sets).
 */
export function correctScore(p: number, offset: number): number {
  const corrected = offset === 0 ? p : 2 * (p - offset) + 0.5;
  return Math.min(1, Math.max(0, corrected));
}

/**
 * Scores an answer set (product.md §3, §9): user = sum of the chosen answers' scorings; min/max = sums of
 * the bounds of the leaf questions with at least one chosen answer; percentages corrected with
 * the version's long offsets when the long version was attempted, else its short ones; 3
 * decimals. Unknown answer ids are ignored and a repeated id counts once (validateAnswerSet
 * rejects both).
 */
export function scoreAnswerSet(input: ScoringInput): ScoreResult {
  const { user, min, max } = scoreSums(input);
  const offsets = offsetsFor(input.correction, input.longVersionAttempted);
  const percentages = user.map((u, d) =>
    percentage({ user: u, min: min[d] ?? 0, max: max[d] ?? 0 }),
  );
  const scores = percentages.map((p, d) => roundTo3(correctScore(p, offsets[d] ?? 0)));
  return { scores, percentages, user, min, max };
}

/**
 * The corrected scores of an answer set before they are rounded to 3 decimals: scoreAnswerSet's
 * scores are these rounded (used where many answer sets are compared and only the extremes
 * are shown, since rounding keeps the order).
 */
export function unroundedScores(input: ScoringInput): number[] {
  return correctedScores(
    scoreSums(input),
    offsetsFor(input.correction, input.longVersionAttempted),
  );
}

/** The corrected, unrounded scores of the sums of an answer set (product.md §9), as unroundedScores. */
export function correctedScores(
  { user, min, max }: Pick<ScoreResult, 'user' | 'min' | 'max'>,
  offsets: readonly number[],
): number[] {
  return user.map((u, d) =>
    correctScore(percentage({ user: u, min: min[d] ?? 0, max: max[d] ?? 0 }), offsets[d] ?? 0),
  );
}

/**
 * An answer set's sums as scoring adds them up (user: the chosen answers' scorings; min, max: the
 * bounds of each answered leaf question, added when it is first answered), kept open so that more
 * answers can follow: `ScoreSums.of(q, [...ids, ...more])` and `ScoreSums.of(q, ids).with(more)`
 * make the same additions in the same order, so their totals are exactly equal. The one-answer
 * ranges score many answer sets that share all answers but one question's.
 */
export class ScoreSums {
  private constructor(
    private readonly index: ReturnType<typeof findAnswerIndex<QuestionContent>>,
    /** The sums these continue (their ids and questions count as already added), or null. */
    private readonly before: ScoreSums | null,
    private readonly ids: ReadonlySet<number>,
    private readonly answered: ReadonlySet<QuestionContent>,
    private readonly sums: Pick<ScoreResult, 'user' | 'min' | 'max'>,
  ) {}

  /** The sums of the answers `answerIds` (unknown ids ignored, a repeated id counted once). */
  static of(questions: readonly QuestionContent[], answerIds: readonly number[]): ScoreSums {
    const empty = { user: zeroScores(), min: zeroScores(), max: zeroScores() };
    return new ScoreSums(findAnswerIndex(questions), null, new Set(), new Set(), empty).with(
      answerIds,
    );
  }

  /** These sums with more answers after the ones already added. */
  with(more: readonly number[]): ScoreSums {
    const sums = this.totals();
    const { ids, answered } = this.add(more, sums);
    return new ScoreSums(this.index, this, ids, answered, sums);
  }

  /**
   * The corrected, unrounded scores of these sums with `more` answers after them: the same as
   * `correctedScores(this.with(more).totals(), …)`, without keeping the sums (the ranges score
   * about a hundred variants per result this way).
   */
  scoresWith(more: readonly number[], offsets: readonly number[]): number[] {
    const sums = this.totals();
    this.add(more, sums);
    return correctedScores(sums, offsets);
  }

  /** Adds answers not yet counted into `sums`; returns the ids and questions it added. */
  private add(
    more: readonly number[],
    { user, min, max }: Pick<ScoreResult, 'user' | 'min' | 'max'>,
  ) {
    const ids = new Set<number>();
    const answered = new Set<QuestionContent>();
    for (const id of more) {
      const found = this.index.get(id);
      if (found === undefined || ids.has(id) || this.hasId(id)) continue;
      ids.add(id);
      addInto(user, found.answer.scoring);
      if (answered.has(found.question) || this.hasAnswered(found.question)) continue;
      answered.add(found.question);
      const bounds = questionScoreBounds(found.question);
      addInto(min, bounds.min);
      addInto(max, bounds.max);
    }
    return { ids, answered };
  }

  /** user, min and max, each a copy. */
  totals(): Pick<ScoreResult, 'user' | 'min' | 'max'> {
    return { user: [...this.sums.user], min: [...this.sums.min], max: [...this.sums.max] };
  }

  private hasId(id: number): boolean {
    return this.ids.has(id) || (this.before?.hasId(id) ?? false);
  }

  private hasAnswered(question: QuestionContent): boolean {
    return this.answered.has(question) || (this.before?.hasAnswered(question) ?? false);
  }
}

/**
 * Per dimension the chosen answers' scorings (user) and the bounds of the answered leaf
 * questions (min, max), added in the order of the answers as given.
 */
function scoreSums(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
}): Pick<ScoreResult, 'user' | 'min' | 'max'> {
  return ScoreSums.of(input.questions, input.answerIds).totals();
}

/** Adds a score vector into a sum of twelve, dimension by dimension (as addScores does). */
function addInto(total: number[], scores: readonly number[]): void {
  for (let d = 0; d < total.length; d += 1) total[d] = (total[d] ?? 0) + (scores[d] ?? 0);
}
