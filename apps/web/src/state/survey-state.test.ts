import { describe, expect, it } from 'vitest';
import type { Question } from '@values-cross/core';
import {
  answerQuestion,
  INITIAL_SURVEY_STATE,
  parseStoredState,
  reconcileWithQuestionnaire,
  restartSurvey,
} from './survey-state';

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

describe('survey state (spec 3 and 4)', () => {
  it('stores a selection and removes the entry for an empty or null one', () => {
    const answered = answerQuestion(INITIAL_SURVEY_STATE, { questionId: 4, answerIds: [401] });
    expect(answered.answeredQuestions).toEqual({ 4: [401] });
    expect(answerQuestion(answered, { questionId: 4, answerIds: [] }).answeredQuestions).toEqual(
      {},
    );
    expect(answerQuestion(answered, { questionId: 4, answerIds: null }).answeredQuestions).toEqual(
      {},
    );
  });

  it('keeps the answers that still exist when the questionnaire version changed, and says so', () => {
    const stored = {
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2025.1',
      answeredQuestions: { 1: [101], 2: [201, 299], 9: [901] },
      resultCode: 'abcdefghijkl',
    };
    const next = reconcileWithQuestionnaire(stored, {
      version: '2026.1',
      questions: [question(1, [101, 102]), question(2, [201, 202])],
    });
    expect(next.answeredQuestions).toEqual({ 1: [101], 2: [201] });
    expect(next.versionNotice).toBe(true);
    expect(next.questionnaireVersion).toBe('2026.1');
    expect(next.resultCode).toBeNull();
  });

  it('forgets the result and its secret with dropped answers, and reads a stored secret back', () => {
    const stored = {
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2025.1',
      answeredQuestions: { 9: [901] },
      resultCode: 'abcdefghijkl',
      resultSecret: 's3cr3t',
    };
    const next = reconcileWithQuestionnaire(stored, { version: '2026.1', questions: [] });
    expect([next.resultCode, next.resultSecret]).toEqual([null, null]);
    expect(parseStoredState(JSON.stringify(stored)).resultSecret).toBe('s3cr3t');
    expect(
      parseStoredState(JSON.stringify({ ...stored, resultSecret: 42 })).resultSecret,
    ).toBeNull();
  });

  it('changes nothing when the version is the same, and only records it the first time', () => {
    const same = {
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2026.1',
      answeredQuestions: { 7: [1] },
    };
    expect(reconcileWithQuestionnaire(same, { version: '2026.1', questions: [] })).toBe(same);
    const fresh = reconcileWithQuestionnaire(INITIAL_SURVEY_STATE, {
      version: '2026.1',
      questions: [],
    });
    expect(fresh).toEqual({ ...INITIAL_SURVEY_STATE, questionnaireVersion: '2026.1' });
  });

  it('redo clears loaded answers and all answers', () => {
    const busy = {
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2026.1',
      answeredQuestions: { 1: [101] },
      loadedAnswers: { 1: [102] },
      nexpressoCompleted: true,
      longVersionStarted: true,
      answersReady: true,
      resultCode: 'abcdefghijkl',
    };
    expect(restartSurvey(busy)).toEqual({
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2026.1',
    });
  });

  it.each([
    null,
    '',
    'not json',
    '42',
    '{"answeredQuestions": {"1": "x", "2": [1.5], "3": [301]}}',
  ])('reads whatever was stored (%j) without failing', (stored) => {
    const state = parseStoredState(stored);
    expect(state.answeredQuestions).toEqual(stored?.includes('301') ? { 3: [301] } : {});
  });
});
