import { passQuestion, selectAnswers, type Question } from '@values-cross/core';
import type { SurveyState } from '@/state/survey-state';

/**
 * The visitor passes a question (decision 0045): a leaf's answer is removed and it is passed; of
 * a group, every child without an answer is passed and the answered ones keep their answers.
 */
export function passQuestionIn(state: SurveyState, question: Question): SurveyState {
  const cleared =
    question.type === 'GROUP'
      ? state.answeredQuestions
      : selectAnswers(state.answeredQuestions, question.id, null);
  return {
    ...state,
    answeredQuestions: cleared,
    passedQuestions: passQuestion(question, cleared, state.passedQuestions),
    answersReady: false,
  };
}
