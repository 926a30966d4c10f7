import type { AnswerSet, Explanation } from '@values-cross/contract';
import {
  explainValues,
  inReading,
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
  return {
    code: answerSet.code,
    longVersionAttempted: answerSet.longVersionAttempted,
    dimensions: explainValues({
      questions: questionsIn(input.questionnaire, reading),
      answerIds: answerSet.answers.map((a) => a.id),
      scores: swissCrossToScores(answerSet.swissCross),
      measurement: answerSet.measurement,
      locale,
    }).map((value) => ({
      ...value,
      name: dimensionName(value.key, locale),
      meaning: dimensionMeaning(value.key, locale, reading),
    })),
  };
}
