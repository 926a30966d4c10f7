import { describe, expect, it } from 'vitest';
import type { Question } from '@values-cross/core';
import {
  answerQuestion,
  INITIAL_SURVEY_STATE,
  parseStoredState,
  restartSurvey,
} from '@/state/survey-state';
import { passQuestionIn } from './pass-question';

const text = { de: 't', fr: 't', it: 't', en: 't' };
const zero = Array(12).fill(0);
const question = (id: number, answerIds: number[]): Question => ({
  id,
  type: 'SC',
  title: text,
  text,
  chapter: 1,
  inNexpresso: true,
  childQuestions: [],
  answers: answerIds.map((answerId, i) => ({ id: answerId, row: i + 1, text, scoring: zero })),
  minScores: zero,
  maxScores: zero,
});

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
