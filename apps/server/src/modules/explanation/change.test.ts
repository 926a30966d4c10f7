import type { Change } from '@values-cross/contract';
import { getQuestionnaire } from '@values-cross/content';
import { leafQuestions, VALUE_DIMENSIONS, type Questionnaire } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const version = (name: string): Questionnaire => {
  const found = getQuestionnaire(name);
  if (!found) throw new Error(`no questionnaire ${name}`);
  return found;
};
const older = version('2026.1');
const newer = version('2027.1');

/**
 * One person's answers, the same to every question both versions ask: a mixed pattern (answer
 * row 1 to 5 by question), so no value sits at an end of the scale.
 */
function answersTo(questions: Questionnaire['questions']): number[] {
  return leafQuestions(questions).flatMap((question) => {
    const answer = question.answers[(question.id * 7) % question.answers.length];
    return answer ? [answer.id] : [];
  });
}
const shortOf = (questionnaire: Questionnaire) =>
  questionnaire.questions.filter((question) => question.inNexpresso);

describe(`what changed between two results (${testDialect()})`, () => {
  const test = useTestApp();

  const create = async (
    questionnaire: Questionnaire,
    answers: number[],
    longVersionAttempted: boolean,
  ): Promise<{ code: string; swissCross: Record<string, number> }> => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, longVersionAttempted, questionnaireVersion: questionnaire.version },
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const change = async (later: string, earlier: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${later}/change-since/${earlier}`,
    });
    return { status: response.statusCode, body: response.json() as Change };
  };

  it('reads the same answers in 2026.1 and 2027.1 as no change, though the stored values differ', async () => {
    const earlier = await create(older, answersTo(older.questions), true);
    const later = await create(newer, answersTo(shortOf(newer)), false);
    // As each was scored, the same answers read as different values.
    const moved = VALUE_DIMENSIONS.filter(
      ({ index }) =>
        Math.abs(
          (earlier.swissCross[`score${index + 1}`] ?? 0) -
            (later.swissCross[`score${index + 1}`] ?? 0),
        ) >= 0.05,
    );
    expect(moved.length).toBeGreaterThan(0);
    const { status, body } = await change(later.code, earlier.code);
    expect(status).toBe(200);
    const shared = leafQuestions(shortOf(newer)).filter((q) =>
      leafQuestions(older.questions).some((o) => o.id === q.id),
    );
    expect(body.basis).toEqual({ kind: 'shared', version: '2027.1', questions: shared.length });
    expect(body.earlier).toEqual(body.later);
    expect(body.changes.map((c) => c.dimension)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
    for (const value of body.changes) {
      expect(value.points).toBe(0);
      // Twenty shared questions measure every value: none is left unread.
      expect(value.verdict).toBe('aboutSame');
    }
  });

  it('still sees a change of answers across the versions', async () => {
    const earlier = await create(older, answersTo(older.questions), true);
    const firstOf = (q: Questionnaire['questions'][number]) => q.answers[0]?.id ?? [];
    const later = await create(newer, leafQuestions(shortOf(newer)).flatMap(firstOf), false);
    const { body } = await change(later.code, earlier.code);
    expect(body.basis.kind).toBe('shared');
    expect(body.changes.some((c) => c.points !== 0)).toBe(true);
  });

  it('compares one version and part as each was scored, and tells the long version of the same answers', async () => {
    const short = answersTo(shortOf(newer));
    const first = await create(newer, short, false);
    const long = await create(
      newer,
      [...short, ...answersTo(newer.questions.filter((q) => !q.inNexpresso))],
      true,
    );
    const more = await change(long.code, first.code);
    expect(more.body.basis).toEqual({ kind: 'moreAnswered' });
    expect(more.body.later).toEqual(
      Array.from({ length: 12 }, (_, d) => long.swissCross[`score${d + 1}`]),
    );
    const again = await create(newer, short, false);
    const same = await change(again.code, first.code);
    expect(same.body.basis).toEqual({ kind: 'own' });
    expect(same.body.changes.every((c) => c.points === 0)).toBe(true);
  });

  it('answers 404 for an unknown code, and 400 for one that cannot be a code', async () => {
    const known = await create(newer, answersTo(shortOf(newer)), false);
    expect((await change(known.code, 'ABCDEFGHJK')).status).toBe(404);
    expect((await change('x'.repeat(80), known.code)).status).toBe(400);
  });
});
