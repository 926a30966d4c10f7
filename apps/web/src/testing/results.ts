import type { AnswerSet, Explanation } from '@values-cross/contract';
import { VALUE_DIMENSIONS, type ValueChange } from '@values-cross/core';

/**
 * The API's answer for a result, for tests: these twelve scores (0.5 when not given), every value
 * measured with a one-answer range of ±0.1 unless `unmeasured` names some, no question passed.
 */
export function answerSetAnswer(
  code: string,
  options: {
    scores?: readonly number[];
    version?: string;
    language?: string;
    unmeasured?: readonly string[];
    passed?: number;
  } = {},
): AnswerSet {
  const scores = options.scores ?? Array<number>(12).fill(0.5);
  const unmeasured = options.unmeasured ?? [];
  return {
    code,
    answers: [],
    longVersionAttempted: false,
    questionnaireVersion: options.version ?? '2027.1',
    language: options.language ?? 'de',
    swissCross: {
      answerSet: code,
      ...(Object.fromEntries(scores.map((score, i) => [`score${i + 1}`, score])) as Omit<
        AnswerSet['swissCross'],
        'answerSet' | 'owner'
      >),
    },
    createdAt: '2026-11-28T10:00:00Z',
    measurement: {
      asked: 20,
      passed: options.passed ?? 0,
      values: VALUE_DIMENSIONS.map(({ index, key }) => {
        const score = scores[index] ?? 0.5;
        const read = !unmeasured.includes(key);
        return {
          dimension: index + 1,
          key,
          range: read
            ? { low: Math.max(0, score - 0.1), high: Math.min(1, score + 0.1) }
            : { low: 0, high: 1 },
          bearing: read ? 5 : 1,
          measured: read,
        };
      }),
    },
  };
}

/**
 * The API's explanation of a result, for tests: every value measured by three answers, at `score`
 * (0.5 unless given per value index) with the range `range` gives it (±0.1 around it unless given),
 * its meaning "high"/"low" and no contributions unless a test adds them.
 */
export function explanationAnswer(
  code: string,
  options: {
    score?: (index: number) => number;
    range?: (index: number) => { low: number; high: number };
  } = {},
): Explanation {
  const score = options.score ?? (() => 0.5);
  return {
    code,
    longVersionAttempted: false,
    dimensions: VALUE_DIMENSIONS.map(({ index, key }) => ({
      dimension: index + 1,
      key,
      name: key,
      score: score(index),
      range: options.range?.(index) ?? { low: score(index) - 0.1, high: score(index) + 0.1 },
      bearing: 3,
      measured: true,
      meaning: { high: 'high', low: 'low' },
      contributions: [],
    })),
  };
}

/** Every value of a comparison unchanged at 50 within ±10, except those given (by value key). */
export function valueChanges(
  given: Partial<Record<string, Partial<ValueChange>>> = {},
): ValueChange[] {
  return VALUE_DIMENSIONS.map(({ key }) => ({
    dimension: key,
    before: 50,
    after: 50,
    points: 0,
    verdict: 'aboutSame',
    reach: 10,
    ...given[key],
  }));
}
