import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { leafQuestions } from '../questionnaire/question-kind';
import { SPEC_CORRECTION } from '../scoring/correction';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { arbAnsweredQuestionnaire, arbScoredAnswerSet } from '../testing/arbitraries';
import { group, scored } from '../testing/factories';
import { answerContributions } from './contributions';
import {
  drawnScores,
  measuredByIndex,
  MIN_BEARING_ANSWERS,
  UNMEASURED_RANGE_WIDTH,
} from './measurement';
import {
  askedQuestions,
  isMeasured,
  measureAnswerSet,
  presentMeasurement,
} from './measure-answer-set';

// Q1 SC curiosity 2 / -1 / 0 (ids 11-13); Q2 MC (ids 21-23), as in the explanation tests.
const q1 = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: -1 }, { curiosity: 0 }] });
const q2 = scored({
  id: 2,
  type: 'MC',
  scorings: [{ curiosity: 1, power: 2 }, { curiosity: 1, power: -2 }, { curiosity: -1 }],
});
// Q3 of the long version only, in a group of two statements about technology.
const q3 = group(3, [
  scored({ id: 31, scorings: [{ technology: 1 }, { technology: -1 }], inNexpresso: false }),
  scored({ id: 32, scorings: [{ technology: 2 }, { technology: 0 }], inNexpresso: false }),
]);
const long = { ...q3, inNexpresso: false };
const questions = [q1, q2, long];
const CURIOSITY = 0;
const TECHNOLOGY = 1;
const POWER = 7;

const measure = (answerIds: number[], longVersionAttempted = false) =>
  measureAnswerSet({ questions, answerIds, longVersionAttempted, correction: SPEC_CORRECTION });

describe('measureAnswerSet, hand-computed', () => {
  it('counts the questions of the part taken and those without an answer', () => {
    expect(askedQuestions(questions, false).map((q) => q.id)).toEqual([1, 2]);
    expect(askedQuestions(questions, true).map((q) => q.id)).toEqual([1, 2, 31, 32]);
    expect(measure([13, 22])).toMatchObject({ asked: 2, passed: 0 });
    expect(measure([22])).toMatchObject({ asked: 2, passed: 1 });
    expect(measure([13, 22, 311], true)).toMatchObject({ asked: 4, passed: 1 });
  });

  it('reads a value two answered questions bear on, within the width', () => {
    // Curiosity: both questions bear on it; its range 0.305..1 (explanation tests) is 0.695 wide.
    const curiosity = measure([13, 22]).values[CURIOSITY];
    expect(curiosity).toEqual({ range: { low: 0.305, high: 1 }, bearing: 2, measured: true });
  });

  it('does not read a value one answered question bears on, nor one none bears on', () => {
    const { values } = measure([13, 22]);
    expect(values[POWER]).toMatchObject({ bearing: 1, measured: false });
    expect(values[TECHNOLOGY]).toMatchObject({ bearing: 0, measured: false });
  });

  it('does not read a value when one question was passed and the other decides it', () => {
    expect(measure([22]).values[CURIOSITY]).toMatchObject({ bearing: 1, measured: false });
  });
});

describe('isMeasured', () => {
  it.each([
    [{ low: 0.2, high: 0.2 + UNMEASURED_RANGE_WIDTH - 0.001 }, MIN_BEARING_ANSWERS, true],
    [{ low: 0.2, high: 0.2 + UNMEASURED_RANGE_WIDTH }, MIN_BEARING_ANSWERS, false],
    [{ low: 0, high: 1 }, 30, false],
    [{ low: 0.5, high: 0.5 }, MIN_BEARING_ANSWERS - 1, false],
    [{ low: 0.5, high: 0.5 }, MIN_BEARING_ANSWERS, true],
  ])('range %j with %i bearing answers: %s', (range, bearing, measured) => {
    expect(isMeasured({ range, bearing })).toBe(measured);
  });
});

describe('measureAnswerSet, properties', () => {
  it('counts passed questions, contains the score in each range and reads only what answers moved', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, fc.boolean(), ({ questions, answerIds }, long) => {
        const input = {
          questions,
          answerIds,
          longVersionAttempted: long,
          correction: SPEC_CORRECTION,
        };
        const measurement = measureAnswerSet(input);
        const { scores } = scoreAnswerSet(input);
        const contributions = answerContributions(input);
        const answered = new Set(
          leafQuestions(questions)
            .filter((q) => q.answers.some((a) => answerIds.includes(a.id)))
            .map((q) => q.id),
        );
        const asked = askedQuestions(questions, long);
        expect(measurement.asked).toBe(asked.length);
        expect(measurement.passed).toBe(asked.filter((q) => !answered.has(q.id)).length);
        for (const { index } of VALUE_DIMENSIONS) {
          const value = measurement.values[index];
          const score = scores[index] ?? 0.5;
          expect(value?.range.low).toBeLessThanOrEqual(score);
          expect(value?.range.high).toBeGreaterThanOrEqual(score);
          // A value no answered question bears on is never read, and no answer gave it points
          // that moved it (points that every answer of a question gives move nothing).
          if (value?.bearing === 0) {
            expect(value.measured).toBe(false);
            expect(scores[index]).toBe(scoreAnswerSet({ ...input, answerIds: [] }).scores[index]);
          }
          if ((contributions[index] ?? []).length === 0 && value && value.bearing > 0) {
            // No points, yet bearing questions: another answer to one of them gives points.
            const others = leafQuestions(questions)
              .filter((q) => answered.has(q.id))
              .flatMap((q) => q.answers.filter((a) => !answerIds.includes(a.id)));
            expect(others.some((a) => (a.scoring[index] ?? 0) !== 0)).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('drawnScores', () => {
  it('draws an unmeasured value in the middle and keeps every other score', () => {
    expect(drawnScores([0.1, 0.9, 0.3], [true, false])).toEqual([0.1, 0.5, 0.3]);
  });
});

describe('measuredByIndex', () => {
  it('reads the eight values by dimension index; the internal four count as measured', () => {
    const read = measuredByIndex([
      { dimension: 1, measured: true },
      { dimension: 2, measured: false },
    ]);
    expect(read).toHaveLength(12);
    expect(read.filter((m) => !m)).toHaveLength(1);
    expect(read[1]).toBe(false);
  });
});

describe('presentMeasurement', () => {
  it('says each of the eight values with a range around its score, as measureAnswerSet measured it', () => {
    fc.assert(
      fc.property(arbScoredAnswerSet, ({ input, scores }) => {
        const measured = measureAnswerSet(input);
        const presented = presentMeasurement(input, scores);
        expect(presented.values.map((v) => v.key)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
        expect(presented).toMatchObject({ asked: measured.asked, passed: measured.passed });
        for (const value of presented.values) {
          const score = scores[value.dimension - 1] ?? NaN;
          expect(value.range.low).toBeLessThanOrEqual(score);
          expect(value.range.high).toBeGreaterThanOrEqual(score);
          expect(value.measured).toBe(measured.values[value.dimension - 1]?.measured);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('measures nothing without the questionnaire: every value unmeasured, its range its score', () => {
    const presented = presentMeasurement(null, [0.2, 0.9]);
    expect(presented.asked).toBe(0);
    expect(presented.values.every((v) => !v.measured && v.bearing === 0)).toBe(true);
    expect(presented.values[1]?.range).toEqual({ low: 0.9, high: 0.9 });
    expect(presented.values[2]?.range).toEqual({ low: 0.5, high: 0.5 });
  });
});
