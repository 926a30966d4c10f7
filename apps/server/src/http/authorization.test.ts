import { currentQuestionnaire } from '@values-cross/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../testing/answer-picks';
import { createLoggedInUser, type LoggedIn } from '../testing/test-accounts';
import { testDialect } from '../testing/test-database';
import { useTestApp } from '../testing/use-test-app';

type Method = 'GET' | 'PATCH';

/** Every endpoint that serves only the user themself: anonymous 401, other user 403/404, own 200. */
const PROTECTED: Array<{
  name: string;
  method: Method;
  url: (id: number) => string;
  payload?: object;
  other: number;
}> = [
  { name: 'GET account/me/', method: 'GET', url: () => '/api/v1/account/me/', other: 200 },
  { name: 'GET account/export/', method: 'GET', url: () => '/api/v1/account/export/', other: 200 },
  { name: 'GET profile/{id}/', method: 'GET', url: (id) => `/api/v1/profile/${id}/`, other: 403 },
  {
    name: 'PATCH profile/{id}/',
    method: 'PATCH',
    url: (id) => `/api/v1/profile/${id}/`,
    payload: { firstName: 'Mallory' },
    other: 403,
  },
];

describe(`authorisation of every protected endpoint (${testDialect()})`, () => {
  const test = useTestApp();
  let owner: LoggedIn;
  let other: LoggedIn;
  beforeAll(async () => {
    owner = await createLoggedInUser(test, { firstName: 'Olga' });
    other = await createLoggedInUser(test, { firstName: 'Otto' });
  });

  const call = (endpoint: (typeof PROTECTED)[number], headers: Record<string, string>) =>
    test.app.inject({
      method: endpoint.method,
      url: endpoint.url(owner.id),
      headers,
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });

  describe.each(PROTECTED)('$name', (endpoint) => {
    it('anonymous: 401 not_authenticated', async () => {
      const response = await call(endpoint, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'not_authenticated' });
    });
    it('invalid token: 401 token_invalid', async () => {
      const response = await call(endpoint, { authorization: 'Bearer abc.def.ghi' });
      expect(response.json()).toEqual({ detail: 'token_invalid' });
    });
    it('another user: refused, or served their own data only', async () => {
      const response = await call(endpoint, other.auth);
      expect(response.statusCode).toBe(endpoint.other);
      if (response.statusCode === 403) expect(response.json()).toEqual({ detail: 'forbidden' });
      else expect(response.body).not.toContain(owner.email);
      const stored = await test.testDatabase.database.db
        .selectFrom('users')
        .select('first_name')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow();
      expect(stored.first_name).toBe('Olga');
    });
    it('own user: 200 with their data', async () => {
      const response = await call(endpoint, owner.auth);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(owner.email);
    });
  });

  it('POST answer-set: anonymous has no owner, a token makes it the user’s cross, a bad token is 401', async () => {
    const answers = pickAnswers(currentQuestionnaire(), { row: 2, shortOnly: true });
    const post = (headers: Record<string, string>) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/answer-set/',
        headers,
        payload: { answers },
      });
    expect((await post({})).json().swissCross.owner).toBeNull();
    const bad = await post({ authorization: 'Bearer expired.or.forged' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'token_invalid' });
    const owned = await post(other.auth);
    expect(owned.statusCode).toBe(201);
    expect(owned.json().swissCross.owner).toBe(other.id);
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/v1/account/me/',
      headers: other.auth,
    });
    expect(me.json().swissCross).toBe(owned.json().code);
  });

  it('public endpoints ignore a stale token where it does not matter', async () => {
    const stale = { authorization: 'Bearer stale.token.value' };
    for (const url of ['/api/v1/gallery/', '/api/v1/questions/']) {
      expect((await test.app.inject({ method: 'GET', url, headers: stale })).statusCode).toBe(200);
    }
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      headers: stale,
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
