import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { SPEC_CORRECTION } from '../scoring/correction';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { arbScoredAnswerSet } from '../testing/arbitraries';
import { scored } from '../testing/factories';
import { answerContributions } from './contributions';
import { explainValues } from './explain-values';
import { presentMeasurement } from './measure-answer-set';

// Q1 SC curiosity 2 / -1 / 0 (ids 11-13), as in the scoring tests.
const q1 = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: -1 }, { curiosity: 0 }] });

describe('explainValues', () => {
  it('says of every value its score, measurement and the answers behind it, in the language asked', () => {
    const input = {
      questions: [q1],
      answerIds: [11],
      longVersionAttempted: true,
      correction: SPEC_CORRECTION,
    };
    const { scores } = scoreAnswerSet(input);
    const measurement = presentMeasurement(input, scores);
    const values = explainValues({ ...input, scores, measurement, locale: 'fr' });
    expect(values.map((v) => v.key)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
    const curiosity = values[0];
    expect(curiosity).toMatchObject({
      dimension: 1,
      key: 'curiosity',
      score: scores[0],
      range: measurement.values[0]?.range,
      bearing: 1,
      measured: false,
    });
    expect(curiosity?.contributions).toEqual([
      {
        questionId: 1,
        question: localized(q1.title.fr, q1.title.de),
        answerId: 11,
        answer: localized(q1.answers[0]?.text.fr, q1.answers[0]?.text.de),
        points: 2,
      },
    ]);
    expect(values.slice(1).every((v) => v.contributions.length === 0)).toBe(true);
  });

  it('states a value the measurement does not know as unmeasured, its range its score', () => {
    const [first] = explainValues({
      questions: [q1],
      answerIds: [11],
      scores: [0.7],
      measurement: { values: [] },
      locale: 'de',
    });
    expect(first).toMatchObject({ range: { low: 0.7, high: 0.7 }, bearing: 0, measured: false });
  });

  it('carries the measurement and the points per value of any answer set as they are', () => {
    fc.assert(
      fc.property(arbScoredAnswerSet, ({ input, scores }) => {
        const { questions, answerIds } = input;
        const measurement = presentMeasurement(input, scores);
        const values = explainValues({ questions, answerIds, scores, measurement, locale: 'it' });
        const points = answerContributions({ questions, answerIds });
        values.forEach((value, d) => {
          expect(value.score).toBe(scores[d]);
          expect(value).toMatchObject({
            range: measurement.values[d]?.range,
            bearing: measurement.values[d]?.bearing,
            measured: measurement.values[d]?.measured,
          });
          expect(value.contributions.map((c) => [c.answerId, c.points])).toEqual(
            (points[d] ?? []).map((c) => [c.answer.id, c.points]),
          );
        });
      }),
    );
  });
});

/** A text as `localize` gives it: the language's, or German marked with the language. */
function localized(text: string | undefined, german: string | undefined): string {
  return text && text.trim() !== '' ? text : `FR: ${german ?? ''}`;
}
