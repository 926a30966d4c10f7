import { describe, expect, it } from 'vitest';
import { servedQuestion } from '@/testing/questions';
import {
  answerQuestion,
  DEVICE_RESULTS_KEPT,
  INITIAL_SURVEY_STATE,
  parseStoredState,
  reconcileWithQuestionnaire,
  restartSurvey,
  resultCreated,
  resultOfCurrentAnswers,
} from './survey-state';

const question = servedQuestion;

describe('survey state (product.md §3 and 4)', () => {
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

  it('a result created for a group belongs to it, and the group is no longer pending', () => {
    const taking = {
      ...INITIAL_SURVEY_STATE,
      groupCode: 'Ab12Cd34Ef',
      answeredQuestions: { 1: [101] },
    };
    const created = resultCreated(taking, {
      code: 'abcdefghijkl',
      secret: 's',
      group: 'Ab12Cd34Ef',
    });
    expect(created).toMatchObject({
      resultCode: 'abcdefghijkl',
      resultSecret: 's',
      resultGroup: 'Ab12Cd34Ef',
      groupCode: null,
      answersReady: true,
    });
    // A group that refused the result leaves it in none.
    expect(resultCreated(taking, { code: 'x', secret: 's', group: null }).resultGroup).toBeNull();
    // Starting again leaves the group with the old result.
    expect(restartSurvey(created).resultGroup).toBeNull();
  });

  it('reads the groups back, and forgets the group with a result that was dropped', () => {
    const stored = {
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2025.1',
      answeredQuestions: { 9: [901] },
      resultCode: 'abcdefghijkl',
      groupCode: 'Zz12Cd34Ef',
      resultGroup: 'Ab12Cd34Ef',
    };
    const read = parseStoredState(JSON.stringify(stored));
    expect([read.groupCode, read.resultGroup]).toEqual(['Zz12Cd34Ef', 'Ab12Cd34Ef']);
    expect(parseStoredState(JSON.stringify({ groupCode: 7, resultGroup: {} }))).toMatchObject({
      groupCode: null,
      resultGroup: null,
    });
    const next = reconcileWithQuestionnaire(stored, { version: '2026.1', questions: [] });
    expect(next.resultGroup).toBeNull();
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

  it('keeps every result made in this browser, also when the survey starts again', () => {
    const first = resultCreated(INITIAL_SURVEY_STATE, {
      code: 'AAAAAAAAAAAA',
      secret: 's1',
      group: null,
    });
    const again = restartSurvey(first);
    expect(again.resultCode).toBeNull();
    const second = resultCreated(again, { code: 'BBBBBBBBBBBB', secret: 's2', group: null });
    expect(second.deviceResults).toEqual([
      { code: 'AAAAAAAAAAAA', secret: 's1' },
      { code: 'BBBBBBBBBBBB', secret: 's2' },
    ]);
    // Kept across a reload; a result made before the browser kept its history is its first.
    expect(parseStoredState(JSON.stringify(second)).deviceResults).toEqual(second.deviceResults);
    const older = parseStoredState(
      JSON.stringify({ resultCode: 'CCCCCCCCCCCC', resultSecret: 's3' }),
    );
    expect(older.deviceResults).toEqual([{ code: 'CCCCCCCCCCCC', secret: 's3' }]);
    expect(
      parseStoredState(JSON.stringify({ deviceResults: [{ code: 1 }, 'x'] })).deviceResults,
    ).toEqual([]);
  });

  it('keeps at most DEVICE_RESULTS_KEPT results, the newest', () => {
    let state = INITIAL_SURVEY_STATE;
    for (let i = 0; i < DEVICE_RESULTS_KEPT + 5; i += 1) {
      state = resultCreated(state, { code: `R${i}`, secret: 's', group: null });
    }
    expect(state.deviceResults).toHaveLength(DEVICE_RESULTS_KEPT);
    expect(state.deviceResults.at(-1)?.code).toBe(`R${DEVICE_RESULTS_KEPT + 4}`);
  });

  it('knows the own result of the answers held now, and no longer once an answer changes', () => {
    const answered = answerQuestion(INITIAL_SURVEY_STATE, { questionId: 1, answerIds: [101] });
    expect(resultOfCurrentAnswers(answered)).toBeNull();
    const created = resultCreated(answered, { code: 'abc', secret: 's', group: null });
    expect(resultOfCurrentAnswers(created)).toBe('abc');
    // Kept across a reload of the page.
    expect(resultOfCurrentAnswers(parseStoredState(JSON.stringify(created)))).toBe('abc');
    const changed = answerQuestion(created, { questionId: 1, answerIds: [102] });
    expect(resultOfCurrentAnswers(changed)).toBeNull();
    // Back to the same answers: the same result again.
    expect(
      resultOfCurrentAnswers(answerQuestion(changed, { questionId: 1, answerIds: [101] })),
    ).toBe('abc');
    expect(resultOfCurrentAnswers({ ...created, longVersionStarted: true })).toBeNull();
    expect(resultOfCurrentAnswers({ ...created, groupCode: 'g' })).toBeNull();
  });
});
