import type { Explanation } from '@values-cross/contract';
import { currentQuestionnaire } from '@values-cross/content';
import {
  LOCALES,
  VALUE_DIMENSIONS,
  answerContributions,
  findAnswerIndex,
  localize,
  correctionOf,
  scoreAnswerSet,
  type Questionnaire,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { QuestionnaireRepository } from '../questionnaire';

const questionnaire = currentQuestionnaire();

describe(`result explanation (${testDialect()})`, () => {
  const test = useTestApp();

  const create = async (answers: number[], extra: object = {}) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, longVersionAttempted: false, ...extra },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const explain = (code: string, query = '') =>
    test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${code}/explanation${query}` });

  it('explains the eight values in dimension order with stored scores, ranges and points', async () => {
    const answers = pickAnswers(questionnaire, { row: 2, shortOnly: true });
    const created = await create(answers);
    const response = await explain(created.code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const body: Explanation = response.json();
    expect(body.code).toBe(created.code);
    expect(body.longVersionAttempted).toBe(false);
    expect(body.dimensions.map((d) => d.dimension)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.dimensions.map((d) => d.key)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
    const { user } = scoreAnswerSet({
      questions: questionnaire.questions,
      answerIds: answers,
      longVersionAttempted: false,
      correction: correctionOf(questionnaire),
    });
    for (const d of body.dimensions) {
      expect(d.score).toBe(created.swissCross[`score${d.dimension}`]);
      expect(d.range.low).toBeLessThanOrEqual(d.score);
      expect(d.range.high).toBeGreaterThanOrEqual(d.score);
      const points = d.contributions.map((c) => c.points);
      expect(points.every((p) => p !== 0)).toBe(true);
      expect(points.map(Math.abs)).toEqual([...points.map(Math.abs)].sort((a, b) => b - a));
      expect(points.reduce((a, b) => a + b, 0)).toBeCloseTo(user[d.dimension - 1] ?? NaN, 9);
    }
    // The short version leaves at least one value open to one different answer.
    expect(body.dimensions.some((d) => d.range.high - d.range.low > 0)).toBe(true);
  });

  it.each(LOCALES)('gives its texts in %s with the fallback rule', async (lang) => {
    const answers = pickAnswers(questionnaire, { row: 1, shortOnly: true });
    const created = await create(answers);
    const body: Explanation = (await explain(created.code, `?lang=${lang}`)).json();
    const index = findAnswerIndex(questionnaire.questions);
    const expected = answerContributions({
      questions: questionnaire.questions,
      answerIds: answers,
    });
    body.dimensions.forEach((d, i) => {
      expect(d.name.length).toBeGreaterThan(0);
      expect(d.meaning.high.length).toBeGreaterThan(0);
      expect(d.meaning.low.length).toBeGreaterThan(0);
      expect(d.contributions.map((c) => c.answerId)).toEqual(
        (expected[i] ?? []).map((c) => c.answer.id),
      );
      for (const c of d.contributions) {
        const found = index.get(c.answerId);
        expect(c.questionId).toBe(found?.question.id);
        expect(c.question).toBe(found && localize(found.question.title, lang));
        expect(c.answer).toBe(found && localize(found.answer.text, lang));
      }
    });
  });

  it('defaults to German and names values in the asked language', async () => {
    const created = await create(pickAnswers(questionnaire, { row: 1, shortOnly: true }));
    const names = async (query: string) =>
      ((await explain(created.code, query)).json() as Explanation).dimensions[0]?.name;
    expect(await names('')).toBe('Neugier');
    expect(await names('?lang=fr')).not.toBe('Neugier');
  });

  it('in easy language: the same points and ranges, the easy questions, answers and meanings', async () => {
    const created = await create(pickAnswers(questionnaire, { row: 1, shortOnly: true }));
    const standard = (await explain(created.code, '?lang=fr')).json() as Explanation;
    const response = await explain(created.code, '?lang=fr&reading=easy');
    expect(response.statusCode).toBe(200);
    const easy = response.json() as Explanation;
    const figures = (e: Explanation) =>
      e.dimensions.map((d) => [
        d.score,
        d.range,
        d.contributions.map((c) => [c.answerId, c.points]),
      ]);
    expect(figures(easy)).toEqual(figures(standard));
    const questions = new Map(
      questionnaire.questions.flatMap((q) => [q, ...q.childQuestions]).map((q) => [q.id, q]),
    );
    const contribution = easy.dimensions.flatMap((d) => d.contributions)[0];
    expect(contribution?.question).toBe(
      questions.get(contribution?.questionId ?? 0)?.easy?.title.fr,
    );
    expect(easy.dimensions.map((d) => d.meaning)).not.toEqual(
      standard.dimensions.map((d) => d.meaning),
    );
    expect((await explain(created.code, '?reading=simple')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown code and 400 for an unknown language', async () => {
    expect((await explain('AAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await explain('not-a-code!')).statusCode).toBe(404);
    const created = await create(pickAnswers(questionnaire, { row: 1, shortOnly: true }));
    expect((await explain(created.code, '?lang=xx')).statusCode).toBe(400);
  });

  it('narrows the range with the long version', async () => {
    const short = await create(pickAnswers(questionnaire, { row: 2, shortOnly: true }));
    const long = await create(pickAnswers(questionnaire, { row: 2 }), {
      longVersionAttempted: true,
    });
    const width = async (code: string) => {
      const body: Explanation = (await explain(code)).json();
      return body.dimensions.reduce((sum, d) => sum + d.range.high - d.range.low, 0);
    };
    expect(await width(long.code)).toBeLessThan(await width(short.code));
  });

  it('explains a result of an older version with that version', async () => {
    const older: Questionnaire = structuredClone(currentQuestionnaire());
    older.version = '2025.2';
    for (const question of older.questions) {
      for (const answer of question.answers) answer.scoring = answer.scoring.map((v) => -v);
    }
    await new QuestionnaireRepository(test.testDatabase.database.db).importIfMissing(older);
    const answers = pickAnswers(older, { row: 1, shortOnly: true });
    const created = await create(answers, { questionnaireVersion: '2025.2' });
    const body: Explanation = (await explain(created.code)).json();
    const expected = answerContributions({ questions: older.questions, answerIds: answers });
    body.dimensions.forEach((d, i) => {
      expect(d.contributions.map((c) => c.points)).toEqual(
        (expected[i] ?? []).map((c) => c.points),
      );
      expect(d.score).toBe(created.swissCross[`score${d.dimension}`]);
    });
  });
});
