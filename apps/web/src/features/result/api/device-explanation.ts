import {
  explainValues,
  swissCrossToScores,
  type DimensionKey,
  type Locale,
} from '@values-cross/core';
import { fetchQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import type { AnswerSet, Explanation } from '@/domain/results/results-api';

/** The words the page gives a value: its name and what a high and a low value mean. */
export interface ValueWords {
  name: (key: DimensionKey) => string;
  meaning: (key: DimensionKey) => { high: string; low: string };
}

/**
 * Why each value of a result the device scored is where it is (decision 0059), explained as the
 * server explains a stored one, with core's same function, against the questionnaire the device
 * holds in the page's reading. Null when the device does not hold the answers' version.
 */
export async function deviceExplanation(
  answerSet: AnswerSet,
  locale: Locale,
  words: ValueWords,
): Promise<Explanation | null> {
  const questionnaire = await fetchQuestionnaire(locale).catch(() => null);
  if (questionnaire?.version !== answerSet.questionnaireVersion) return null;
  return {
    code: answerSet.code,
    longVersionAttempted: answerSet.longVersionAttempted,
    dimensions: explainValues({
      questions: questionnaire.questions,
      answerIds: answerSet.answers.map((answer) => answer.id),
      scores: swissCrossToScores(answerSet.swissCross),
      measurement: answerSet.measurement,
      locale,
    }).map((value) => ({
      ...value,
      name: words.name(value.key),
      meaning: words.meaning(value.key),
    })),
  };
}
