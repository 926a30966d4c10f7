import fc from 'fast-check';
import { SPEC_CORRECTION } from '../scoring/correction';
import { describe, expect, it } from 'vitest';
import { answerMapFromIds } from '../questionnaire/answer-index';
import { validateAnswerSet } from '../answering/validate-answer-set';
import { leafQuestions } from '../questionnaire/question-kind';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { arbAnsweredQuestionnaire } from '../testing/arbitraries';
import { scored } from '../testing/factories';
import { answerContributions } from './contributions';
import { oneAnswerRanges, oneAnswerVariants } from './one-answer-range';

// Q1 SC curiosity 2 / -1 / 0 (ids 11-13); Q2 MC (ids 21-23), as in the scoring tests.
const q1 = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: -1 }, { curiosity: 0 }] });
const q2 = scored({
  id: 2,
  type: 'MC',
  scorings: [{ curiosity: 1, power: 2 }, { curiosity: 1, power: -2 }, { curiosity: -1 }],
});
const questions = [q1, q2];
const CURIOSITY = 0;
const POWER = 7;

describe('answerContributions, hand-computed', () => {
  it('lists the chosen answers with non-zero points per dimension, strongest first', () => {
    const q3 = scored({ id: 3, scorings: [{ curiosity: -3, power: 1 }] });
    const perDimension = answerContributions({
      questions: [...questions, q3],
      answerIds: [13, 22, 31],
    });
    const summary = (d: number) =>
      perDimension[d]?.map((c) => [c.question.id, c.answer.id, c.points]);
    // Answer 13 scores 0 for curiosity: it did not move the value and is left out.
    expect(summary(CURIOSITY)).toEqual([
      [3, 31, -3],
      [2, 22, 1],
    ]);
    expect(summary(POWER)).toEqual([
      [2, 22, -2],
      [3, 31, 1],
    ]);
    expect(summary(1)).toEqual([]);
  });

  it('ignores unknown ids and counts a repeated id once, as scoring does', () => {
    const perDimension = answerContributions({ questions, answerIds: [22, 22, 999] });
    expect(perDimension[CURIOSITY]?.map((c) => c.points)).toEqual([1]);
  });
});

describe('oneAnswerRanges, hand-computed', () => {
  // Short version, answers 13 + 22: curiosity user 1 in -2..4 -> p 0.5 -> 0.638 (offset .431).
  // One answer different: 11 -> p 5/6 -> 1; 12 -> p 1/3 -> 0.305; Q1 unanswered -> p 2/3 -> 0.971;
  // add 21 -> p 2/3 -> 0.971; add 23 -> p 1/3 -> 0.305; Q2 unanswered -> p 1/3 -> 0.305.
  // Power (offset .491): own p 0 -> 0; add 21 or Q2 unanswered -> p 0.5 -> 0.518.
  it.each([
    [false, { low: 0.305, high: 1 }, { low: 0, high: 0.518 }, 0.536],
    [true, { low: 0.309, high: 1 }, { low: 0, high: 0.566 }, 0.628],
  ])('long %s: curiosity %j, power %j', (longVersionAttempted, curiosity, power, technology) => {
    const ranges = oneAnswerRanges({
      questions,
      answerIds: [13, 22],
      longVersionAttempted,
      correction: SPEC_CORRECTION,
    });
    expect(ranges[CURIOSITY]).toEqual(curiosity);
    expect(ranges[POWER]).toEqual(power);
    // Dimensions no question scores stay at their single value.
    expect(ranges[1]).toEqual({ low: technology, high: technology });
  });
});

describe('oneAnswerVariants', () => {
  const max3 = scored({
    id: 4,
    type: 'MC_MAX3',
    scorings: [{ nature: 3 }, { nature: 2 }, { nature: 1 }, { nature: 1 }, { nature: -1 }],
  });

  it('adds an option only within the cap of a MAX3 question', () => {
    const atCap = oneAnswerVariants({ questions: [max3], answerIds: [41, 42, 43] });
    expect(atCap.map((v) => [...v].sort())).toEqual([[42, 43], [41, 43], [41, 42], []]);
    const belowCap = oneAnswerVariants({ questions: [max3], answerIds: [41, 42] });
    expect(belowCap.map((v) => [...v].sort())).toEqual([
      [41, 42, 43],
      [41, 42, 44],
      [41, 42, 45],
      [42],
      [41],
      [],
    ]);
  });

  it('offers every other option of a slider question and leaving it unanswered', () => {
    expect(oneAnswerVariants({ questions: [q1], answerIds: [12] })).toEqual([[11], [13], []]);
  });
});

describe('explanation properties', () => {
  it('the points of a value add up to its raw score', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, ({ questions, answerIds }) => {
        const { user } = scoreAnswerSet({
          questions,
          answerIds,
          longVersionAttempted: false,
          correction: SPEC_CORRECTION,
        });
        const perDimension = answerContributions({ questions, answerIds });
        perDimension.forEach((contributions, d) => {
          const total = contributions.reduce((sum, c) => sum + c.points, 0);
          expect(total).toBeCloseTo(user[d] ?? 0, 9);
          contributions.forEach((c, i) => {
            expect(c.points).not.toBe(0);
            const next = contributions[i + 1];
            if (next) expect(Math.abs(c.points)).toBeGreaterThanOrEqual(Math.abs(next.points));
          });
        });
      }),
    );
  });

  it('the range contains the value and lies within 0..1', () => {
    fc.assert(
      fc.property(
        arbAnsweredQuestionnaire,
        fc.boolean(),
        ({ questions, answerIds }, longVersionAttempted) => {
          const input = { questions, answerIds, longVersionAttempted, correction: SPEC_CORRECTION };
          const { scores } = scoreAnswerSet(input);
          oneAnswerRanges(input).forEach((range, d) => {
            expect(range.low).toBeGreaterThanOrEqual(0);
            expect(range.high).toBeLessThanOrEqual(1);
            expect(range.low).toBeLessThanOrEqual(scores[d] ?? NaN);
            expect(range.high).toBeGreaterThanOrEqual(scores[d] ?? NaN);
          });
        },
      ),
    );
  });

  it('the range is the lowest and highest rounded score over the answer set and its variants', () => {
    fc.assert(
      fc.property(
        arbAnsweredQuestionnaire,
        fc.boolean(),
        ({ questions, answerIds }, longVersionAttempted) => {
          const score = (ids: readonly number[]) =>
            scoreAnswerSet({
              questions,
              answerIds: ids,
              longVersionAttempted,
              correction: SPEC_CORRECTION,
            }).scores;
          const all = [answerIds, ...oneAnswerVariants({ questions, answerIds })].map(score);
          const expected = (score(answerIds) ?? []).map((_, d) => ({
            low: Math.min(...all.map((scores) => scores[d] ?? NaN)),
            high: Math.max(...all.map((scores) => scores[d] ?? NaN)),
          }));
          expect(
            oneAnswerRanges({
              questions,
              answerIds,
              longVersionAttempted,
              correction: SPEC_CORRECTION,
            }),
          ).toEqual(expected);
        },
      ),
    );
  });

  it('every variant is a possible answer set that differs in exactly one question', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, ({ questions, answerIds }) => {
        const own = answerMapFromIds(questions, answerIds);
        for (const variant of oneAnswerVariants({ questions, answerIds })) {
          if (variant.length > 0) {
            expect(validateAnswerSet({ questions, answerIds: variant }).ok).toBe(true);
          }
          const other = answerMapFromIds(questions, variant);
          const changed = leafQuestions(questions).filter(
            (q) =>
              JSON.stringify([...(own[q.id] ?? [])].sort()) !==
              JSON.stringify([...(other[q.id] ?? [])].sort()),
          );
          expect(changed).toHaveLength(1);
        }
      }),
    );
  });
});
