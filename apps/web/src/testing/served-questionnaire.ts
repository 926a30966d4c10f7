import { currentQuestionnaire } from '@values-cross/content';
import {
  correctionOf,
  questionOrder,
  withScoreBounds,
  type QuestionContent,
} from '@values-cross/core';
import { INITIAL_SURVEY_STATE, type SurveyState } from '@/state/survey-state';

/** The current questionnaire (content's), as the server serves it to a device: with its offsets. */
export const questionnaire = currentQuestionnaire();
export const served = {
  version: questionnaire.version,
  publishedAt: questionnaire.publishedAt,
  chapters: questionnaire.chapters,
  questions: questionOrder(questionnaire.questions).map(withScoreBounds),
  correction: correctionOf(questionnaire),
};

/**
 * A person's survey with, for each of `leaves`, the answer a pick names (modulo the question's
 * answers) or none (passed).
 */
export function surveyStateOf(
  leaves: readonly QuestionContent[],
  picks: readonly (number | undefined)[],
  long = false,
): SurveyState {
  const answeredQuestions: Record<number, number[]> = {};
  leaves.forEach((question, index) => {
    const pick = picks[index];
    const answer =
      pick === undefined ? undefined : question.answers[pick % question.answers.length];
    if (answer) answeredQuestions[question.id] = [answer.id];
  });
  return {
    ...INITIAL_SURVEY_STATE,
    questionnaireVersion: questionnaire.version,
    answeredQuestions,
    longVersionStarted: long,
  };
}
