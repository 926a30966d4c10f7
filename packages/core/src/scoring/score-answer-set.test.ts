import fc from 'fast-check';
import { SPEC_CORRECTION } from './correction';
import { describe, expect, it } from 'vitest';
import { findAnswerIndex } from '../questionnaire/answer-index';
import { arbAnsweredQuestionnaire } from '../testing/arbitraries';
import { group, scored, vec } from '../testing/factories';
import { questionScoreBounds } from './score-bounds';
import {
  correctedScores,
  correctScore,
  percentage,
  scoreAnswerSet,
  ScoreSums,
} from './score-answer-set';
import { swissCrossToScores } from './swiss-cross';
import { scoresToSwissCross } from './cross-record';

// Q1 SC curiosity 2 / -1 / 0; Q2 MC; Q3 SC never answered in these cases (huge bounds).
const q1 = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: -1 }, { curiosity: 0 }] });
const q2 = scored({
  id: 2,
  type: 'MC',
  scorings: [{ curiosity: 1, power: 2 }, { curiosity: 1, power: -2 }, { curiosity: -1 }],
});
const q3 = scored({ id: 3, scorings: [{ curiosity: 50 }, { curiosity: -50 }] });
const questions = [q1, q2, q3];

describe('percentage (product.md §9)', () => {
  it.each([
    [{ user: 1, min: -2, max: 4 }, 0.5],
    [{ user: -2, min: -2, max: 2 }, 0],
    [{ user: 2, min: -2, max: 2 }, 1],
    [{ user: 0, min: -1, max: 2 }, 1 / 3],
    [{ user: 0, min: 0, max: 0 }, 0.5],
    [{ user: 3, min: 3, max: 3 }, 0.5],
    [{ user: Infinity, min: 0, max: Infinity }, 1],
    [{ user: 1, min: 0, max: Infinity }, 0],
    [{ user: NaN, min: 0, max: 1 }, 1],
  ])('%j -> %s', (input, expected) => {
    expect(percentage(input)).toBe(expected);
  });
});

describe('correctScore (product.md §9)', () => {
  it.each([
    [0.5, 0.431, 0.638],
    [0.6, 0.591, 0.518],
    [0.2, 0.431, 0.038],
    [0.1, 0.431, 0],
    [0.75, 0.431, 1],
    [0.3, 0, 0.3],
    [1, 0, 1],
  ])('p %s with offset %s -> %s', (p, offset, expected) => {
    expect(correctScore(p, offset)).toBeCloseTo(expected, 12);
  });
});

describe('scoreAnswerSet, hand-computed', () => {
  it('sums user scores and the bounds of answered questions only', () => {
    // curiosity: user 0 + 1 = 1, min -1 + -1 = -2, max 2 + 2 = 4 -> p = 0.5; Q3 does not count.
    // power: user -2, min 0 + -2, max 0 + 2 -> p = 0 -> 2 * (0 - .491) + .5 < 0 -> 0.
    const result = scoreAnswerSet({
      questions,
      answerIds: [13, 22],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    expect(result.user).toEqual(vec({ curiosity: 1, power: -2 }));
    expect(result.min).toEqual(vec({ curiosity: -2, power: -2 }));
    expect(result.max).toEqual(vec({ curiosity: 4, power: 2 }));
    expect(result.percentages[0]).toBe(0.5);
    expect(result.percentages[7]).toBe(0);
    expect(result.scores[0]).toBe(0.638);
    expect(result.scores[7]).toBe(0);
  });

  const zeros = scored({ id: 5, scorings: [{}, {}] });
  it.each([
    [false, [0.638, 0.536, 0.658, 0.652, 0.636, 0.53, 0.318, 0.518, 0.5, 0.5, 0.5, 0.5]],
    [true, [0.642, 0.628, 0.68, 0.588, 0.606, 0.468, 0.384, 0.566, 0.5, 0.5, 0.5, 0.5]],
  ])(
    'zero range gives 0.5, corrected with the long vector = %s',
    (longVersionAttempted, expected) => {
      const result = scoreAnswerSet({
        questions: [zeros],
        answerIds: [51],
        longVersionAttempted,
        correction: SPEC_CORRECTION,
      });
      expect(result.percentages).toEqual(vec().map(() => 0.5));
      expect(result.scores).toEqual(expected);
    },
  );

  it('replaces a non-finite percentage by 1', () => {
    const q = scored({ id: 6, scorings: [{ openness: Infinity }, { openness: 0 }] });
    const result = scoreAnswerSet({
      questions: [q],
      answerIds: [61],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    expect(result.percentages[8]).toBe(1);
    expect(result.scores[8]).toBe(1);
  });

  it('leaves the four internal dimensions uncorrected, rounded to 3 decimals', () => {
    const q = scored({ id: 7, scorings: [{ security: 2 }, { security: -1 }, { security: 0 }] });
    const result = scoreAnswerSet({
      questions: [q],
      answerIds: [73],
      longVersionAttempted: true,
      correction: SPEC_CORRECTION,
    });
    expect(result.percentages[9]).toBe(1 / 3);
    expect(result.scores[9]).toBe(0.333);
  });

  it('uses MAX3 bounds and counts only answered children of a GROUP', () => {
    const max3 = scored({
      id: 8,
      type: 'MC_MAX3',
      scorings: [{ nature: 3 }, { nature: 2 }, { nature: 1 }, { nature: 1 }, { nature: -1 }],
    });
    const child = scored({ id: 9, scorings: [{ nature: 4 }, { nature: -4 }] });
    const result = scoreAnswerSet({
      questions: [group(10, [max3, child])],
      answerIds: [82, 83],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    // user 3, min -1, max 3 + 2 + 1 = 6 -> p = 4/7 -> 2 * (4/7 - .485) + .5 = 0.672714...
    expect(result.min[5]).toBe(-1);
    expect(result.max[5]).toBe(6);
    expect(result.scores[5]).toBe(0.673);
  });

  it('ignores unknown answer ids and counts a repeated id once', () => {
    const plain = scoreAnswerSet({
      questions,
      answerIds: [11],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    const noisy = scoreAnswerSet({
      questions,
      answerIds: [11, 11, 999],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    expect(noisy).toEqual(plain);
    expect(plain.user[0]).toBe(2);
  });

  it('gives 0.5 everywhere (corrected) for an empty answer set', () => {
    const result = scoreAnswerSet({
      questions,
      answerIds: [],
      longVersionAttempted: false,
      correction: SPEC_CORRECTION,
    });
    expect(result.percentages).toEqual(vec().map(() => 0.5));
    expect(result.scores[0]).toBe(0.638);
  });

  it('has product.md correction vectors', () => {
    expect(SPEC_CORRECTION.short).toEqual([
      0.431, 0.482, 0.421, 0.424, 0.432, 0.485, 0.591, 0.491, 0, 0, 0, 0,
    ]);
    expect(SPEC_CORRECTION.long).toEqual([
      0.429, 0.436, 0.41, 0.456, 0.447, 0.516, 0.558, 0.467, 0, 0, 0, 0,
    ]);
  });
});

describe('scoreAnswerSet properties', () => {
  it('corrected scores are within 0..1 with at most 3 decimals', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, fc.boolean(), ({ questions, answerIds }, long) => {
        const { scores } = scoreAnswerSet({
          questions,
          answerIds,
          longVersionAttempted: long,
          correction: SPEC_CORRECTION,
        });
        expect(scores).toHaveLength(12);
        for (const s of scores) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(1);
          expect(String(s)).toMatch(/^[01](\.\d{1,3})?$/);
        }
      }),
    );
  });

  it('user lies between min and max, so percentages lie in 0..1', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, ({ questions, answerIds }) => {
        const r = scoreAnswerSet({
          questions,
          answerIds,
          longVersionAttempted: false,
          correction: SPEC_CORRECTION,
        });
        r.user.forEach((u, d) => {
          expect(u).toBeGreaterThanOrEqual((r.min[d] ?? NaN) - 1e-9);
          expect(u).toBeLessThanOrEqual((r.max[d] ?? NaN) + 1e-9);
          expect(r.percentages[d]).toBeGreaterThanOrEqual(-1e-9);
          expect(r.percentages[d]).toBeLessThanOrEqual(1 + 1e-9);
        });
      }),
    );
  });

  it('does not depend on the order of the answer ids', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, ({ questions, answerIds }) => {
        const a = scoreAnswerSet({
          questions,
          answerIds,
          longVersionAttempted: true,
          correction: SPEC_CORRECTION,
        });
        const b = scoreAnswerSet({
          questions,
          answerIds: [...answerIds].reverse(),
          longVersionAttempted: true,
          correction: SPEC_CORRECTION,
        });
        expect(b.scores).toEqual(a.scores);
      }),
    );
  });
});

describe('scoresToSwissCross (product.md §3)', () => {
  const scores = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 0, 0.123];
  it('maps scores to score1..score12 with code and owner', () => {
    expect(scoresToSwissCross('abc123', scores, 7)).toEqual({
      answerSet: 'abc123',
      score1: 0.1,
      score2: 0.2,
      score3: 0.3,
      score4: 0.4,
      score5: 0.5,
      score6: 0.6,
      score7: 0.7,
      score8: 0.8,
      score9: 0.9,
      score10: 1,
      score11: 0,
      score12: 0.123,
      owner: 7,
    });
    expect(scoresToSwissCross('x', [], null)).toMatchObject({ score12: 0.5, owner: null });
  });

  it('is undone by swissCrossToScores', () => {
    expect(swissCrossToScores(scoresToSwissCross('abc123', scores, null))).toEqual(scores);
  });
});

describe('ScoreSums', () => {
  /** product.md §9's sums written out plainly: every answer's scoring, then each answered question's bounds. */
  function plainSums(questions: Parameters<typeof findAnswerIndex>[0], ids: readonly number[]) {
    const index = findAnswerIndex(questions);
    const found = [...new Set(ids)].flatMap((id) => index.get(id) ?? []);
    const answered = [...new Set(found.map(({ question }) => question))];
    const add = (vectors: readonly (readonly number[])[]) =>
      vectors.reduce<number[]>((sum, v) => sum.map((s, d) => s + (v[d] ?? 0)), Array(12).fill(0));
    return {
      user: add(found.map(({ answer }) => answer.scoring)),
      min: add(answered.map((q) => questionScoreBounds(q as never).min)),
      max: add(answered.map((q) => questionScoreBounds(q as never).max)),
    };
  }

  it('adds answers given later exactly as if they had been given at once, in that order', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, fc.nat(), ({ questions, answerIds }, at) => {
        const split = answerIds.length === 0 ? 0 : at % (answerIds.length + 1);
        const later = ScoreSums.of(questions, answerIds.slice(0, split)).with(
          answerIds.slice(split),
        );
        // Exactly equal (Object.is per number), not only close: the ranges depend on it.
        expect(later.totals()).toEqual(ScoreSums.of(questions, answerIds).totals());
        expect(later.totals()).toEqual(plainSums(questions, answerIds));
        const earlier = ScoreSums.of(questions, answerIds.slice(0, split));
        // A repeated id counts once, wherever it comes again.
        const repeated = [...answerIds.slice(split), ...answerIds];
        expect(earlier.with(repeated).totals()).toEqual(plainSums(questions, answerIds));
        const { short, long } = SPEC_CORRECTION;
        expect(earlier.scoresWith(repeated, short)).toEqual(
          correctedScores(plainSums(questions, answerIds), short),
        );
        for (const offsets of [short, long]) {
          expect(earlier.scoresWith(answerIds.slice(split), offsets)).toEqual(
            correctedScores(later.totals(), offsets),
          );
        }
      }),
    );
  });
});
