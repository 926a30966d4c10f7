import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createLoggedInUser } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const questionnaire = currentQuestionnaire();

describe(`a result acted for by its owner's login, on any device (${testDialect()})`, () => {
  const test = useTestApp({ POPULATION_REFRESH_SECONDS: '0' });

  const make = async (auth?: Record<string, string>) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      headers: auth,
      payload: { answers: pickAnswers(questionnaire, { row: 1, shortOnly: true }) },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { code: string; secret: string };
  };
  const about = (code: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'PUT',
      url: `/api/v1/answer-set/${code}/about`,
      headers,
      payload: { canton: 'TI', ageBand: null, consent: true },
    });

  it('takes the owner’s login in place of the secret, and nobody else’s', async () => {
    const owner = await createLoggedInUser(test);
    const stranger = await createLoggedInUser(test);
    const { code, secret } = await make(owner.auth);
    // A browser without the secret (logged out and in again): the login proves it is theirs.
    expect((await about(code, owner.auth)).statusCode).toBe(200);
    const standing = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/standing?among=canton`,
      headers: owner.auth,
    });
    expect(standing.statusCode).toBe(200);
    expect((await about(code, stranger.auth)).statusCode).toBe(403);
    expect((await about(code)).statusCode).toBe(403);
    expect((await about(code, { ...stranger.auth, 'x-result-secret': secret })).statusCode).toBe(
      200,
    );
  });

  it('never lets a login act for a result nobody owns', async () => {
    const someone = await createLoggedInUser(test);
    const { code } = await make();
    expect((await about(code, someone.auth)).statusCode).toBe(403);
  });

  it('joins and leaves a group with the owner’s login', async () => {
    const owner = await createLoggedInUser(test);
    const stranger = await createLoggedInUser(test);
    const { code } = await make(owner.auth);
    const group = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      payload: { name: 'Klasse 3b', language: 'de' },
    });
    expect(group.statusCode).toBe(201);
    const groupCode = (group.json() as { code: string }).code;
    const member = (method: 'PUT' | 'DELETE', auth: Record<string, string>) =>
      test.app.inject({
        method,
        url: `/api/v1/groups/${groupCode}/members/${code}`,
        headers: auth,
      });
    expect((await member('PUT', stranger.auth)).statusCode).toBe(403);
    expect((await member('PUT', owner.auth)).statusCode).toBe(204);
    expect((await member('DELETE', stranger.auth)).statusCode).toBe(403);
    expect((await member('DELETE', owner.auth)).statusCode).toBe(204);
  });
});
