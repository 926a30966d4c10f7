import type { AnswerSet, Explanation } from '@values-cross/contract';
import {
  VALUE_DIMENSIONS,
  answerContributions,
  inReading,
  localize,
  swissCrossToScores,
  type Locale,
  type Questionnaire,
  type Reading,
} from '@values-cross/core';
import { dimensionMeaning, dimensionName } from '../result-media';

/**
 * Each questionnaire's questions in each reading, worked out once: the questionnaire a version
 * has never changes, and walking all its texts for every explanation was 6.5 % of the server's
 * time in whole visits (CPU profile, `inReading`).
 */
const questionsByReading = new WeakMap<Questionnaire, Map<Reading, Questionnaire['questions']>>();

function questionsIn(questionnaire: Questionnaire, reading: Reading): Questionnaire['questions'] {
  let readings = questionsByReading.get(questionnaire);
  if (!readings) questionsByReading.set(questionnaire, (readings = new Map()));
  let questions = readings.get(reading);
  if (!questions) readings.set(reading, (questions = inReading(questionnaire.questions, reading)));
  return questions;
}

/**
 * A result explained value by value (points per value from core, and the result's measurement:
 * one-answer range, bearing answers, measured or not), against the questionnaire version the
 * person answered, texts in `locale` and `reading` (standard unless told; points and ranges are
 * the same in either). The score is the stored one.
 */
export function explainResult(input: {
  answerSet: AnswerSet;
  questionnaire: Questionnaire;
  locale: Locale;
  reading?: Reading;
}): Explanation {
  const { answerSet, locale, reading = 'standard' } = input;
  const questions = questionsIn(input.questionnaire, reading);
  const answerIds = answerSet.answers.map((a) => a.id);
  const { longVersionAttempted } = answerSet;
  const contributions = answerContributions({ questions, answerIds });
  const scores = swissCrossToScores(answerSet.swissCross);
  return {
    code: answerSet.code,
    longVersionAttempted,
    dimensions: VALUE_DIMENSIONS.map(({ index, key }) => {
      const score = scores[index] ?? 0.5;
      const measured = answerSet.measurement.values[index];
      return {
        dimension: index + 1,
        key,
        name: dimensionName(key, locale),
        score,
        range: measured?.range ?? { low: score, high: score },
        bearing: measured?.bearing ?? 0,
        measured: measured?.measured ?? false,
        meaning: dimensionMeaning(key, locale, reading),
        contributions: (contributions[index] ?? []).map((c) => ({
          questionId: c.question.id,
          question: localize(c.question.title, locale),
          answerId: c.answer.id,
          answer: localize(c.answer.text, locale),
          points: c.points,
        })),
      };
    }),
  };
}
