import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const questionnaire = currentQuestionnaire();

describe(`GET /api/v1/account/results/ (${testDialect()})`, () => {
  const test = useTestApp();

  const make = async (auth: Record<string, string> | undefined, row: number, long = false) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: auth,
      payload: {
        answers: pickAnswers(questionnaire, { row, shortOnly: !long }),
        longVersionAttempted: long,
      },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { code: string; swissCross: Record<string, number> };
  };

  it('lists every result the person made while logged in, newest first, with its scores', async () => {
    const person = await createLoggedInUser(test);
    const other = await createLoggedInUser(test);
    const first = await make(person.auth, 1);
    await make(other.auth, 2);
    await make(undefined, 3);
    const second = await make(person.auth, 2, true);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/results/',
      headers: person.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const results = response.json() as Array<Record<string, unknown>>;
    expect(results.map((r) => r.code)).toEqual([second.code, first.code]);
    const [newest] = results;
    expect(newest).toMatchObject({
      questionnaireVersion: questionnaire.version,
      longVersionAttempted: true,
    });
    expect(Date.parse(String(newest?.createdAt))).not.toBeNaN();
    for (let n = 1; n <= 12; n += 1) {
      expect(newest?.[`score${n}`]).toBe(second.swissCross[`score${n}`]);
    }
    // The newest is the person's cross, as before.
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/me/',
      headers: person.auth,
    });
    expect(me.json().swissCross).toBe(second.code);
  });

  it('answers 401 without a login, and an empty list to a person with no results', async () => {
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/v1/account/results/' })).statusCode,
    ).toBe(401);
    const person = await createLoggedInUser(test);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/results/',
      headers: person.auth,
    });
    expect(response.json()).toEqual([]);
  });

  it('a result read by its code names its owner to the owner alone (product.md: owner, else null)', async () => {
    const person = await createLoggedInUser(test);
    const other = await createLoggedInUser(test);
    const { code } = await make(person.auth, 1);
    const read = async (auth?: Record<string, string>) =>
      (
        await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${code}`, headers: auth })
      ).json().swissCross.owner;
    expect(await read(person.auth)).toBe(person.id);
    expect(await read(other.auth)).toBeNull();
    expect(await read()).toBeNull();
  });
});
