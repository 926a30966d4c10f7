import {
  drawnScores,
  measuredByIndex,
  VALUE_DIMENSIONS,
  type DimensionKey,
} from '@values-cross/core';
import type { AnswerSet } from '@/domain/results/results-api';

/** A result's measurement as the page draws and says it (decision 0045). */
export interface ResultMeasurement {
  /** By dimension index, all twelve: whether the value was measured (the internal ones are). */
  measured: boolean[];
  /** The values too few answers measured. */
  unmeasured: DimensionKey[];
  /** The one-answer range of each value, by dimension index. */
  ranges: Map<number, { low: number; high: number }>;
  /** The scores the cross is drawn with: an unmeasured value in the middle. */
  drawn: number[];
  /** The band of the one-answer ranges around the drawn cross (none around unmeasured values). */
  band: { low: number[]; high: number[] };
  passed: number;
  asked: number;
}

/** How the result's values were measured, for the cross, the table, the profile and print. */
export function measurementOf(answerSet: AnswerSet, scores: readonly number[]): ResultMeasurement {
  const { values, passed, asked } = answerSet.measurement;
  const measured = measuredByIndex(values);
  const drawn = drawnScores(scores, measured);
  const ranges = new Map(values.map((value) => [value.dimension - 1, value.range]));
  const side = (end: 'low' | 'high') =>
    drawn.map((score, d) => (measured[d] ? (ranges.get(d)?.[end] ?? score) : score));
  return {
    measured,
    unmeasured: VALUE_DIMENSIONS.filter(({ index }) => !measured[index]).map(({ key }) => key),
    ranges,
    drawn,
    band: { low: side('low'), high: side('high') },
    passed,
    asked,
  };
}
