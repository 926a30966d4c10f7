import type { AnswerSet, Explanation } from '@values-cross/contract';
import {
  VALUE_DIMENSIONS,
  answerContributions,
  correctionOf,
  inReading,
  localize,
  oneAnswerRanges,
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
 * A result explained value by value (points per value and one-answer range, both from core),
 * against the questionnaire version the person answered, texts in `locale` and `reading`
 * (standard unless told; points and ranges are the same in either). The score is the
 * stored one; the range is widened to contain it should the stored and recomputed scores differ.
 */
export function explainResult(input: {
  answerSet: AnswerSet;
  questionnaire: Questionnaire;
  locale: Locale;
  reading?: Reading;
}): Explanation {
  const { answerSet, locale, reading = 'standard' } = input;
  const questions = questionsIn(input.questionnaire, reading);
  const correction = correctionOf(input.questionnaire);
  const answerIds = answerSet.answers.map((a) => a.id);
  const { longVersionAttempted } = answerSet;
  const contributions = answerContributions({ questions, answerIds });
  const ranges = oneAnswerRanges({ questions, answerIds, longVersionAttempted, correction });
  const scores = swissCrossToScores(answerSet.swissCross);
  return {
    code: answerSet.code,
    longVersionAttempted,
    dimensions: VALUE_DIMENSIONS.map(({ index, key }) => {
      const score = scores[index] ?? 0.5;
      const range = ranges[index] ?? { low: score, high: score };
      return {
        dimension: index + 1,
        key,
        name: dimensionName(key, locale),
        score,
        range: { low: Math.min(range.low, score), high: Math.max(range.high, score) },
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
