import { describe, expect, it } from 'vitest';
import { servedQuestion } from '@/testing/questions';
import {
  answerQuestion,
  INITIAL_SURVEY_STATE,
  parseStoredState,
  restartSurvey,
} from '@/state/survey-state';
import { passQuestionIn } from './pass-question';

const question = servedQuestion;

describe('passing a question (decision 0045)', () => {
  it('passes a question: its answer goes, it is passed until answered again (decision 0045)', () => {
    const answered = answerQuestion(INITIAL_SURVEY_STATE, { questionId: 4, answerIds: [401] });
    const passed = passQuestionIn(answered, question(4, [401, 402]));
    expect([passed.answeredQuestions, passed.passedQuestions]).toEqual([{}, [4]]);
    const again = answerQuestion(passed, { questionId: 4, answerIds: [402] });
    expect([again.answeredQuestions, again.passedQuestions]).toEqual([{ 4: [402] }, []]);
    // Unticking every option of a list is no decision to pass it.
    const unticked = answerQuestion(again, { questionId: 4, answerIds: [] });
    expect(unticked.passedQuestions).toEqual([]);
    expect(parseStoredState(JSON.stringify(passed)).passedQuestions).toEqual([4]);
    expect(parseStoredState(JSON.stringify({ passedQuestions: [1, 'x'] })).passedQuestions).toEqual(
      [1],
    );
    expect(restartSurvey(passed).passedQuestions).toEqual([]);
  });
});
