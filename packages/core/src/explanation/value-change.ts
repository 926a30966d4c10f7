import { VALUE_DIMENSIONS, type DimensionKey } from '../questionnaire/dimensions';
import type { ScoreRange } from './one-answer-range';

/**
 * How a value changed between two results of one person; `unmeasured` when either result's
 * answers did not measure it (decision 0045): no change is read from it.
 */
export type ChangeVerdict = 'clearlyMore' | 'clearlyLess' | 'aboutSame' | 'unmeasured';

/** One value's change from an earlier result to a later one, in whole percentage points. */
export interface ValueChange {
  dimension: DimensionKey;
  before: number;
  after: number;
  /** After minus before. */
  points: number;
  verdict: ChangeVerdict;
  /**
   * How far one different answer could move the value in the direction of the change, in either
   * result, in whole points: a change up to this is not clear. Null without both ranges.
   */
  reach: number | null;
}

/** A result with the one-answer range of each value, by dimension index (0..11). */
export interface RangedScores {
  scores: readonly number[];
  ranges: ReadonlyMap<number, ScoreRange>;
  /** Whether each value was measured, by dimension index; all when not given. */
  measured?: readonly boolean[];
}

/**
 * The eight values' change from an earlier result to a later one, in dimension order. A change
 * is clear only when it is larger than one different answer could make in either result: the
 * later value lies beyond the earlier one's one-answer range and the earlier value beyond the
 * later one's. Otherwise it is within what one answer can move (`reach`), however many points
 * it shows (a value without its range is never called a clear change). A value either result
 * did not measure is `unmeasured`, whatever its points.
 */
export function valueChanges(earlier: RangedScores, later: RangedScores): ValueChange[] {
  return VALUE_DIMENSIONS.map(({ key, index }) => {
    const before = earlier.scores[index] ?? 0.5;
    const after = later.scores[index] ?? 0.5;
    const earlierRange = earlier.ranges.get(index);
    const laterRange = later.ranges.get(index);
    const unmeasured = earlier.measured?.[index] === false || later.measured?.[index] === false;
    let verdict: ChangeVerdict = unmeasured ? 'unmeasured' : 'aboutSame';
    let reach: number | null = null;
    if (earlierRange && laterRange && !unmeasured) {
      if (after > earlierRange.high && before < laterRange.low) verdict = 'clearlyMore';
      else if (after < earlierRange.low && before > laterRange.high) verdict = 'clearlyLess';
      const up = Math.max(earlierRange.high - before, after - laterRange.low);
      const down = Math.max(before - earlierRange.low, laterRange.high - after);
      reach = after > before ? up : after < before ? down : Math.max(up, down);
    }
    const percent = (score: number) => Math.round(score * 100);
    return {
      dimension: key,
      before: percent(before),
      after: percent(after),
      points: percent(after) - percent(before),
      verdict,
      reach: reach === null ? null : percent(reach),
    };
  });
}

/** What telling "more questions answered" from a change needs of a result. */
export interface AnsweredResult {
  questionnaireVersion: string;
  longVersionAttempted: boolean;
  /** The ids of the answers chosen (a passed question has none). */
  answerIds: readonly number[];
}

/**
 * Whether a later result only answered more questions than an earlier one: the earlier is a
 * short result, the later a long one of the same version holding every earlier answer and more
 * (the long version after the short). Its differences come from the added questions, not from a
 * change in the person, and are never shown as one.
 */
export function answeredMoreOnly(earlier: AnsweredResult, later: AnsweredResult): boolean {
  if (earlier.questionnaireVersion !== later.questionnaireVersion) return false;
  if (earlier.longVersionAttempted || !later.longVersionAttempted) return false;
  const held = new Set(later.answerIds);
  return (
    earlier.answerIds.length > 0 &&
    later.answerIds.length > earlier.answerIds.length &&
    earlier.answerIds.every((id) => held.has(id))
  );
}
