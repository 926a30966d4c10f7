import { currentQuestionnaire, questionnaires } from '@values-cross/content';
import {
  scoreAnswerSet,
  SPEC_CORRECTION,
  swissCrossToScores,
  type Correction,
  type Questionnaire,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { importShippedQuestionnaires } from './questionnaire-import';
import { QuestionnaireRepository } from './questionnaire.repository';
import { pickAnswers } from '../../testing/answer-picks';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';

/** An older version that differs from the current one: other scoring, one question fewer. */
function olderVersion(): Questionnaire {
  const current = structuredClone(currentQuestionnaire());
  const questions = current.questions.slice(1).map((question) => ({
    ...question,
    answers: question.answers.map((answer) => ({
      ...answer,
      scoring: answer.scoring.map((value) => (value === 0 ? 0 : -value)),
    })),
  }));
  return { ...current, version: '2025.1', publishedAt: '2025-01-01', questions };
}

describe(`questionnaire versions (${testDialect()})`, () => {
  const test = useTestApp();

  it('imports the shipped versions once (idempotent)', async () => {
    expect(await importShippedQuestionnaires(test.testDatabase.database)).toEqual([]);
    const repository = new QuestionnaireRepository(test.testDatabase.database.db);
    expect(await repository.versions()).toContain(currentQuestionnaire().version);
  });

  it('takes a corrected wording of a stored version, never a changed scoring', async () => {
    const database = test.testDatabase.database;
    const repository = new QuestionnaireRepository(database.db);
    const current = currentQuestionnaire();
    const stale = structuredClone(current);
    const first = stale.questions[0];
    if (!first?.answers[0]) throw new Error('no question');
    first.text.fr = 'Texte d’avant?';
    await repository.replaceContent(stale);

    expect(await importShippedQuestionnaires(database)).toEqual([]);
    expect(await repository.find(current.version)).toEqual(current);

    // A stored version scored otherwise than the shipped file keeps its own scores.
    const rescored = structuredClone(current);
    const answer = rescored.questions[0]?.answers[0];
    if (!answer) throw new Error('no answer');
    answer.scoring = answer.scoring.map((value, i) => (i === 0 ? value + 1 : value));
    await repository.replaceContent(rescored);
    await importShippedQuestionnaires(database);
    expect(await repository.find(current.version)).toEqual(rescored);
    await repository.replaceContent(current);
  });

  it('keeps a result of another version readable exactly as it was scored', async () => {
    const older = olderVersion();
    const repository = new QuestionnaireRepository(test.testDatabase.database.db);
    expect(await repository.importIfMissing(older)).toBe(true);
    expect(await repository.importIfMissing(older)).toBe(false);

    const answers = pickAnswers(older, { row: 1, shortOnly: true });
    const post = (questionnaireVersion?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers, longVersionAttempted: false, questionnaireVersion },
      });
    const old = (await post('2025.1')).json();
    const now = (await post()).json();
    expect(old.questionnaireVersion).toBe('2025.1');
    expect(now.questionnaireVersion).toBe(currentQuestionnaire().version);
    // Same answer ids, opposite scoring: the old result must keep the old version's scores.
    expect(old.swissCross.score1).not.toBe(now.swissCross.score1);

    const reread = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${old.code}` });
    const { secret, ...created } = old;
    expect(secret).toEqual(expect.any(String));
    expect(reread.json()).toEqual({
      ...created,
      swissCross: { ...old.swissCross, owner: null },
    });
    const firstAnswer = older.questions
      .flatMap((q) => [...q.answers, ...q.childQuestions.flatMap((c) => c.answers)])
      .find((a) => a.id === answers[0]);
    expect(reread.json().answers[0].scoring).toEqual(firstAnswer?.scoring);
  });

  it('scores a 2026.1 result with its first offsets, a 2027.1 result with its own', async () => {
    const post = async (questionnaire: Questionnaire, longVersionAttempted: boolean) => {
      const answers = pickAnswers(questionnaire, { row: 2 });
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        payload: { answers, longVersionAttempted, questionnaireVersion: questionnaire.version },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      const stored = await test.app.inject({
        method: 'GET',
        url: `/api/v1/answer-set/${body.code}`,
      });
      return { answers, scores: swissCrossToScores(stored.json().swissCross) };
    };
    const scored = (questionnaire: Questionnaire, answers: number[], correction: Correction) =>
      scoreAnswerSet({
        questions: questionnaire.questions,
        answerIds: answers,
        longVersionAttempted: true,
        correction,
      }).scores;
    const v2026 = questionnaires['2026.1'];
    const v2027 = questionnaires['2027.1'];
    if (!v2026 || !v2027?.correction) throw new Error('2026.1 and 2027.1 are published');
    expect(v2026.correction).toBeUndefined();
    const old = await post(v2026, true);
    expect(old.scores).toEqual(scored(v2026, old.answers, SPEC_CORRECTION));
    expect(old.scores).not.toEqual(scored(v2026, old.answers, v2027.correction));
    const current = await post(v2027, true);
    expect(current.scores).toEqual(scored(v2027, current.answers, v2027.correction));
  });
});
