import type { AnswerSet } from '@values-cross/contract';
import { VALUE_DIMENSIONS } from '@values-cross/core';

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
