import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiAnswer, apiFetch, apiJson, apiRequest } from './api-client';
import { getAuth, setAuth } from './auth-session';
import { meAnswer } from '@/testing/accounts';

const LOGIN = {
  token: 'old',
  id: 1,
  firstName: 'Anna',
  lastName: 'Muster',
  swissCross: null,
  allowedInGallery: false,
};

const ME = meAnswer({ id: 1 });

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('apiFetch (product.md §4: auth behaviour)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAuth(LOGIN);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  const authorizations = () =>
    fetchMock.mock.calls.map(([url, init]) => [
      url,
      new Headers(init?.headers).get('authorization'),
    ]);

  it('sends the Bearer token, refreshes once on a 401 and retries with the new token', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'token_invalid' }))
      .mockResolvedValueOnce(json(200, { access: 'new', refresh: 'r' }))
      .mockResolvedValueOnce(json(200, ME));
    await expect(apiJson('me', '/api/v1/account/me/')).resolves.toEqual(ME);
    expect(authorizations()).toEqual([
      ['/api/v1/account/me/', 'Bearer old'],
      ['/api/v1/account/token/refresh/', null],
      ['/api/v1/account/me/', 'Bearer new'],
    ]);
    expect(getAuth()?.token).toBe('new');
  });

  it('removes the login when the refresh itself is refused, keeping the survey in progress', async () => {
    localStorage.setItem('values-cross:survey', '{"answeredQuestions":{"1":[101]}}');
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'token_invalid' }))
      .mockResolvedValueOnce(json(401, { detail: 'token_invalid' }));
    const response = await apiFetch('/api/v1/account/me/');
    expect(response.status).toBe(401);
    expect(getAuth()).toBeNull();
    expect(localStorage.getItem('values-cross:auth')).toBeNull();
    expect(localStorage.getItem('values-cross:survey')).toContain('101');
  });

  it('uses a token another tab refreshed meanwhile instead of refreshing again', async () => {
    localStorage.setItem(
      'values-cross:auth',
      JSON.stringify({ ...LOGIN, token: 'from-other-tab' }),
    );
    fetchMock
      .mockResolvedValueOnce(json(401, { detail: 'token_invalid' }))
      .mockResolvedValueOnce(json(200, ME));
    await expect(apiJson('me', '/api/v1/account/me/')).resolves.toEqual(ME);
    expect(authorizations()).toEqual([
      ['/api/v1/account/me/', 'Bearer old'],
      ['/api/v1/account/me/', 'Bearer from-other-tab'],
    ]);
  });

  it('passes a 401 email_not_confirmed on unchanged, without refreshing', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { detail: 'email_not_confirmed' }));
    await expect(
      apiJson('tokenPair', '/api/v1/account/token/', { method: 'POST' }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'email_not_confirmed',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getAuth()?.token).toBe('old');
  });

  it('lets parallel requests share one refresh', async () => {
    let refreshes = 0;
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/v1/account/token/refresh/') {
        refreshes += 1;
        await new Promise((done) => setTimeout(done, 10));
        return json(200, { access: 'new' });
      }
      const auth = new Headers(init?.headers).get('authorization');
      return auth === 'Bearer new'
        ? json(200, { status: 'OK' })
        : json(401, { detail: 'token_invalid' });
    });
    const results = await Promise.all(
      [1, 2, 3].map(() => apiJson('status', '/api/v1/newsletter/confirm/')),
    );
    expect(results).toEqual([{ status: 'OK' }, { status: 'OK' }, { status: 'OK' }]);
    expect(refreshes).toBe(1);
  });

  it('reports the server’s code and field reasons', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { detail: 'invalid', fields: { email: ['invalid_string'] } }),
    );
    await expect(apiJson('registration', '/api/v1/registration/')).rejects.toMatchObject({
      status: 400,
      code: 'invalid',
      fields: { email: ['invalid_string'] },
    });
  });

  it('checks an answer against the contract and refuses one of another shape', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { ...ME, id: '1' }))
      .mockResolvedValueOnce(json(200, { ...ME, extra: 'not passed on' }));
    await expect(apiJson('me', '/api/v1/account/me/')).rejects.toMatchObject({
      status: 200,
      code: 'unexpected_answer',
    });
    await expect(apiJson('me', '/api/v1/account/me/')).resolves.toEqual(ME);
  });
});

describe('ApiError, the one error of the API clients', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says whether trying again later may help', () => {
    expect(new ApiError(200, 'unexpected_answer').retryable).toBe(true);
    expect([0, 429, 500, 503].map((status) => new ApiError(status, 'x').retryable)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 403, 404, 409].map((status) => new ApiError(status, 'x').retryable)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('carries the code and fields of a refused result, and offline as status 0', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { detail: 'invalid', fields: { group: ['group_closed'] } }),
    );
    const refused = await apiJson('answerSet', '/api/v1/answer-set/ABC/').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'invalid',
      fields: { group: ['group_closed'] },
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = await apiJson('answerSet', '/api/v1/answer-set/ABC/').catch(
      (error: unknown) => error,
    );
    expect(offline).toMatchObject({ status: 0, code: 'offline', retryable: true });
  });
});

describe('the API layer fails one way', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('a plain request that never reached the server is an ApiError "offline"', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await apiRequest('/api/v1/site/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'offline', retryable: true });
  });

  it('a public answer is checked, and a refusal carries the server’s code', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { providerEmail: 'privacy@example.ch' }));
    await expect(apiAnswer('site', '/api/v1/site/')).resolves.toEqual({
      providerEmail: 'privacy@example.ch',
    });
    fetchMock.mockResolvedValueOnce(json(503, { detail: 'unavailable' }));
    await expect(apiAnswer('site', '/api/v1/site/')).rejects.toMatchObject({
      status: 503,
      code: 'unavailable',
    });
    fetchMock.mockResolvedValueOnce(json(200, { email: 1 }));
    await expect(apiAnswer('site', '/api/v1/site/')).rejects.toMatchObject({
      code: 'unexpected_answer',
    });
  });
});
