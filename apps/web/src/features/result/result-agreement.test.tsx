import { cleanup } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { DimensionExplanation } from '@values-cross/contract';
import { currentQuestionnaire } from '@values-cross/content';
import {
  answerContributions,
  askedQuestions,
  correctionOf,
  LEANING_HIGH,
  LEANING_LOW,
  maxSelections,
  measureAnswerSet,
  rangeIsOneValue,
  scoreAnswerSet,
  valueTendency,
  VALUE_DIMENSIONS,
  wholePercent,
  type QuestionContent,
  MINUTE_MS,
} from '@values-cross/core';
import profileTexts from '@values-cross/content/locales/en/result.json';
import { renderInApp } from '@/testing/render';
import { ProfileText } from './components/ProfileText';
import { ScoreTable } from './components/ScoreTable';
import { ValueExplanation } from './components/ValueExplanation';

const questionnaire = currentQuestionnaire();
const correction = correctionOf(questionnaire);

/** Per question of the part: passed (null) or a valid selection, by indexes into its answers. */
function arbAnswers(questions: readonly QuestionContent[]): fc.Arbitrary<number[]> {
  const perQuestion = questions.map((q) =>
    fc.option(
      fc.uniqueArray(fc.constantFrom(...q.answers.map((a) => a.id)), {
        minLength: 1,
        maxLength: Math.min(q.answers.length, maxSelections(q)),
      }),
      { freq: 2, nil: null },
    ),
  );
  return fc.tuple(...perQuestion).map((chosen) => chosen.flatMap((ids) => ids ?? []));
}

/** A person's answers to the short or the long version, many of its questions passed. */
const arbResult = fc.boolean().chain((long) =>
  arbAnswers(askedQuestions(questionnaire.questions, long)).map((answerIds) => ({
    long,
    answerIds,
  })),
);

const text = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

afterEach(cleanup);

describe('the profile, the table and the explanation say the same of every value', () => {
  it(
    'for random answer sets with questions passed, of the short and the long version',
    () => {
      fc.assert(
        fc.property(arbResult, ({ long, answerIds }) => {
          const input = {
            questions: questionnaire.questions,
            answerIds,
            longVersionAttempted: long,
            correction,
          };
          const { scores } = scoreAnswerSet(input);
          const measurement = measureAnswerSet(input);
          const contributions = answerContributions(input);
          const measured = measurement.values.map((v) => v.measured);
          const ranges = new Map(measurement.values.map((v, d) => [d, v.range]));
          const { container } = renderInApp(
            <>
              <ProfileText scores={scores} measured={measured} longVersionStarted={long} />
              <ScoreTable scores={scores} measured={measured} ranges={ranges} />
              {VALUE_DIMENSIONS.map(({ index, key }) => {
                const value = measurement.values[index];
                const explained: DimensionExplanation = {
                  dimension: index + 1,
                  key,
                  name: key,
                  score: scores[index] ?? 0.5,
                  range: value?.range ?? { low: 0, high: 1 },
                  bearing: value?.bearing ?? 0,
                  measured: value?.measured ?? false,
                  meaning: { high: 'high', low: 'low' },
                  contributions: (contributions[index] ?? []).map((c) => ({
                    questionId: c.question.id,
                    question: 'question',
                    answerId: c.answer.id,
                    answer: 'answer',
                    points: c.points,
                  })),
                };
                return <ValueExplanation key={key} value={explained} />;
              })}
            </>,
          );
          const profile = text(container.querySelector('.profile') ?? container);
          for (const dimension of VALUE_DIMENSIONS) {
            const { index, key } = dimension;
            const score = scores[index] ?? 0.5;
            const value = measurement.values[index];
            if (!value) throw new Error(`no measurement of ${key}`);
            const name = profileTexts.dimensions[key as 'curiosity'];
            const tendency = valueTendency({ score, measured: value.measured });
            // Looked up by selectors: role queries would make the run ten times as long.
            const row = container.querySelectorAll('tbody tr')[VALUE_DIMENSIONS.indexOf(dimension)];
            if (!row || !text(row).startsWith(name)) throw new Error(`no row for ${name}`);
            const cells = [...row.querySelectorAll('td')].map(text);
            const article = text(container.querySelector(`article[aria-label="${name}"]`) ?? row);
            const percent = `${wholePercent(score)} %`;
            // The table's tendency is the profile's: a phrase for a strong or weak value only.
            expect(row.getAttribute('data-tendency')).toBe(tendency);
            const strong = profileTexts.profile.strong[key as 'curiosity'];
            const weak = profileTexts.profile.weak[key as 'curiosity'];
            expect(profile.includes(strong)).toBe(tendency === 'strong');
            expect(profile.includes(weak)).toBe(tendency === 'weak');
            // A moderate value named as leaning lies on that side of the middle, and only then.
            const leaning = (side: string) => {
              const sentence = container.querySelector(`#profile-leaning-${side}`);
              return sentence !== null && text(sentence).includes(name);
            };
            expect(leaning('high')).toBe(tendency === 'moderate' && score >= LEANING_HIGH);
            expect(leaning('low')).toBe(tendency === 'moderate' && score <= LEANING_LOW);
            if (!value.measured) {
              // No figure, no trait: the table, the profile and the explanation say "not measured".
              expect(cells[0]).toBe('–');
              expect(cells[1]).toBe('not measured');
              expect(article).toMatch(/Not measured/);
              expect(article).not.toContain(percent.replace(/ /g, ' ') + '. ');
              // The profile lists the unmeasured values where some value (of the eight, not the
              // internal dimensions, which it never names) is measured.
              if (VALUE_DIMENSIONS.some((d) => measured[d.index]))
                expect(profile).toMatch(new RegExp(`Not measured:.*${name}`));
            } else {
              expect(cells[0]).toBe(percent);
              expect(article).toContain(`Your value: ${percent}`);
              // A range whose ends are equal is said as one value, in the table and the text.
              const one = rangeIsOneValue(value.range);
              expect(cells[2] === percent).toBe(one);
              expect(article.includes('would stay at')).toBe(one);
            }
            // "No question bears on it" only when none does; "no points" only when answers bear.
            expect(article.includes('None of the questions you answered bears on this value')).toBe(
              value.bearing === 0,
            );
            expect(article.includes('None of your answers gave this value points')).toBe(
              value.bearing > 0 && (contributions[index] ?? []).length === 0,
            );
          }
          cleanup();
        }),
        { numRuns: 40 },
      );
    },
    MINUTE_MS,
  );
});
