import {
  answerIdsOf,
  findAnswerIndex,
  presentMeasurement,
  scoreAnswerSet,
  scoresToSwissCross,
  validateAnswerSet,
  type Locale,
} from '@values-cross/core';
import { fetchQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import type { AnswerSet } from '@/domain/results/results-api';
import type { SurveyState } from '@/state/survey-state';

/**
 * The visitor's result as the device scores it while the server cannot be reached (decision
 * 0059): with core's scoring and measurement, the ones the server uses, against the questionnaire
 * version the answers were given to, as that version's offsets correct it. It has no code until
 * the server stores it. Null when the device does not hold that version (with its offsets) or the
 * answers do not fit it: the server must then decide.
 */
export async function deviceResult(state: SurveyState, locale: Locale): Promise<AnswerSet | null> {
  const questionnaire = await fetchQuestionnaire(locale).catch(() => null);
  const version = state.questionnaireVersion ?? questionnaire?.version;
  if (!questionnaire?.correction || questionnaire.version !== version) return null;
  const { questions, correction } = questionnaire;
  const answerIds = answerIdsOf(state.answeredQuestions);
  if (answerIds.length === 0 || !validateAnswerSet({ questions, answerIds }).ok) return null;
  const input = {
    questions,
    answerIds,
    longVersionAttempted: state.longVersionStarted,
    correction,
  };
  const { scores } = scoreAnswerSet(input);
  const index = findAnswerIndex(questions);
  return {
    code: '',
    answers: answerIds.map((id) => ({ id, scoring: [...(index.get(id)?.answer.scoring ?? [])] })),
    longVersionAttempted: state.longVersionStarted,
    questionnaireVersion: version,
    language: locale,
    swissCross: scoresToSwissCross('', scores, null),
    createdAt: new Date().toISOString(),
    measurement: presentMeasurement(input, scores),
  };
}
