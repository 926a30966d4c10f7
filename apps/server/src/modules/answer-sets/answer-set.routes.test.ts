import { currentQuestionnaire } from '@values-cross/content';
import { leafQuestions, correctionOf, scoreAnswerSet } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';

const questionnaire = currentQuestionnaire();

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the questionnaire lacks a question this test needs');
  return value;
}
const leaves = leafQuestions(questionnaire.questions);

describe(`answer sets (${testDialect()})`, () => {
  const test = useTestApp();

  const post = (payload: unknown) =>
    test.app.inject({ method: 'POST', url: '/api/v1/answer-set/', payload: payload as object });

  it('creates a result scored by the server, ignoring scores sent by the client', async () => {
    const answers = pickAnswers(questionnaire, { row: 2, shortOnly: true });
    const forged = { answerSet: 'x', score1: 1, score2: 1, owner: 7 };
    const response = await post({
      answers,
      longVersionAttempted: false,
      swissCross: forged,
      language: 'fr',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.code).toMatch(/^[0-9A-Za-z]{12}$/);
    const expected = scoreAnswerSet({
      questions: questionnaire.questions,
      answerIds: answers,
      longVersionAttempted: false,
      correction: correctionOf(questionnaire),
    }).scores;
    const returned = Array.from({ length: 12 }, (_, i) => body.swissCross[`score${i + 1}`]);
    expect(returned).toEqual(expected);
    expect(body.swissCross).toMatchObject({ answerSet: body.code, owner: null });
    expect(body.questionnaireVersion).toBe(questionnaire.version);
    expect(body.language).toBe('fr');
    expect(body.answers.map((a: { id: number }) => a.id)).toEqual(answers);
  });

  it('reads a result back by its code, with each answer’s scoring', async () => {
    const answers = pickAnswers(questionnaire, { row: 1 });
    const created = (await post({ answers, longVersionAttempted: true })).json();
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${created.code}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // Whoever holds the code reads the result, not whose it is nor its secret.
    const { secret, ...result } = created;
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(body).toEqual({ ...result, swissCross: { ...created.swissCross, owner: null } });
    expect(response.body).not.toContain(secret);
    expect(body.longVersionAttempted).toBe(true);
    const firstLeaf = leaves.find((q) => q.answers.some((a) => a.id === answers[0]));
    const firstAnswer = firstLeaf?.answers.find((a) => a.id === answers[0]);
    expect(body.answers[0]).toEqual({ id: answers[0], scoring: firstAnswer?.scoring });
    for (let n = 1; n <= 12; n += 1) {
      const score = body.swissCross[`score${n}`];
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(Math.round(score * 1000) / 1000).toBe(score);
    }
  });

  it.each(['AAAAAAAAAAAA', 'short', 'has spaces in it!', '../../etc'])(
    'answers 404 not_found for the unknown code %j',
    async (code) => {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/v1/answer-set/${encodeURIComponent(code)}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'not_found' });
    },
  );

  describe('rejects impossible answer sets with precise reasons and stores nothing', () => {
    const single = required(leaves.find((q) => q.type === 'SC' && q.answers.length >= 2));
    const max3 = required(leaves.find((q) => q.type === 'MC_MAX3' && q.answers.length >= 4));
    const [first, second, third, fourth] = max3.answers.map((a) => a.id);
    const [sc1, sc2] = single.answers.map((a) => a.id);

    it.each([
      ['an unknown answer id', [999_999], 'unknown_answer:999999'],
      ['a duplicate answer id', [sc1, sc1], `duplicate_answer:${sc1}`],
      ['two answers to a single-choice question', [sc1, sc2], `too_many_answers:${single.id}`],
      [
        'four answers to a MAX3 question',
        [first, second, third, fourth],
        `too_many_answers:${max3.id}`,
      ],
    ])('%s', async (_name, answers, reason) => {
      const before = await countAnswerSets();
      const response = await post({ answers, longVersionAttempted: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe('invalid');
      expect(response.json().fields.answers).toContain(reason);
      expect(await countAnswerSets()).toBe(before);
    });
  });

  it.each([
    ['a missing answers field', { longVersionAttempted: false }],
    ['answers that are not a list', { answers: 'all of them' }],
    ['a non-boolean flag', { answers: [1], longVersionAttempted: 'yes' }],
    ['an unknown language', { answers: [1], language: 'rm' }],
  ])('answers 400 invalid for %s', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('invalid');
  });

  it('answers 400 unknown_version for a questionnaire that was never published', async () => {
    const response = await post({ answers: [1], questionnaireVersion: '1999.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ questionnaireVersion: ['unknown_version'] });
  });

  it('answers 400 malformed_json for a broken body and 413 for an oversize one', async () => {
    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: { 'content-type': 'application/json' },
      payload: '{"answers": [1, 2',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'malformed_json' });
    const huge = await post({ answers: [1], padding: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ detail: 'too_large' });
  });

  async function countAnswerSets(): Promise<number> {
    const row = await test.testDatabase.database.db
      .selectFrom('answer_sets')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
});
