import { tendencyOf, type Polarity } from '../profile/verbal-profile';
import type { ScoreRange } from './one-answer-range';

/**
 * What a result says of one value in words (table, profile, print): strong or weak by the
 * profile's thresholds, moderate between them, unmeasured when too few answers measured it.
 */
export type ValueTendency = Polarity | 'moderate' | 'unmeasured';

/** The tendency of a value: the profile's rule for a measured one, else `unmeasured`. */
export function valueTendency(input: { score: number; measured: boolean }): ValueTendency {
  return input.measured ? tendencyOf(input.score) : 'unmeasured';
}

/**
 * What the explanation may say of the answers behind a value: `points` when some chosen answer
 * gave it points; `no-points` when none did though other answers to the questions answered would
 * have (the value still stands where those questions put it); `no-bearing` when no answered
 * question could move it at all. "No answer moved it" is true only of the last.
 */
export type AnswersBehind = 'points' | 'no-points' | 'no-bearing';

/** The statement about a value's answers, from its contributions and bearing answers. */
export function answersBehind(input: { contributions: number; bearing: number }): AnswersBehind {
  if (input.contributions > 0) return 'points';
  return input.bearing > 0 ? 'no-points' : 'no-bearing';
}

/** A whole percent of a score, as every page shows it (0.655 → 66). */
export function wholePercent(score: number): number {
  return Math.round(score * 100);
}

/** Whether a one-answer range is one value in whole percents: then it is said as one value. */
export function rangeIsOneValue(range: ScoreRange): boolean {
  return wholePercent(range.low) === wholePercent(range.high);
}
