import { describe, expect, it, vi } from 'vitest';
import {
  createLoggedInUser,
  createUser,
  logIn,
  refreshCookieOf,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../testing/test-accounts';
import { buildApp } from '../../../app';
import { createTestApp, type TestAppAccess } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';
import { testDialect } from '../../../testing/test-database';
import { PasswordHasher } from '../passwords/passwords';
import { tamperedToken } from '../../../testing/tamper';
import { HOUR_MS } from '@values-cross/core';

const createTestAppOn = (test: TestAppAccess) =>
  buildApp({ config: test.config, database: test.testDatabase.database });

describe(`login sessions (${testDialect()})`, () => {
  const test = useTestApp({
    ACCESS_TOKEN_MINUTES: '15',
    REFRESH_TOKEN_DAYS: '30',
    LOGIN_MAX_DAYS: '90',
  });

  const login = (payload: object, remoteAddress = '10.1.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/v1/account/token/', payload, remoteAddress });
  const refresh = (payload?: object, cookies?: Record<string, string>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/refresh/',
      ...(payload ? { payload } : {}),
      ...(cookies ? { cookies } : {}),
    });
  const me = (headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url: '/api/v1/account/me/', headers });

  it('logs in with {access, refresh} and sets the refresh token as a strict HttpOnly cookie', async () => {
    const user = await createUser(test);
    const response = await login({ email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { access } = response.json();
    // The refresh token travels only in the HttpOnly cookie, never where scripts can read it.
    expect(Object.keys(response.json())).toEqual(['access']);
    const refreshToken = refreshCookieOf(response);
    expect(response.body).not.toContain(refreshToken);
    expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = response.cookies.find((c) => c.name === 'refresh_token');
    // Sent to the whole site (the login's own pages render from it), never by another site.
    expect(cookie).toMatchObject({
      value: refreshToken,
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
    });
    // The cookie of the earlier path goes, lest the account endpoints be sent a stale one first.
    expect(
      response.cookies.find((c) => c.name === 'refresh_token' && c.path === '/api/v1/account/'),
    ).toMatchObject({ value: '', httpOnly: true, sameSite: 'Strict' });
    expect(cookie?.secure).toBeFalsy();
    const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const payload = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  it('marks the cookie Secure behind TLS', async () => {
    const user = await createUser(test);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/token/',
      payload: { email: user.email, password: user.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    const https = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const other = await createUser(https);
      const secure = await https.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: other.email, password: other.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(secure.cookies.find((c) => c.name === 'refresh_token')?.secure).toBe(true);
    } finally {
      await https.close();
    }
    expect(response.cookies.find((c) => c.name === 'refresh_token')?.secure).toBeFalsy();
  });

  it('in production the login cookies are Secure and __Host- prefixed, whatever the proxy says; no other name is read', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '19456',
    });
    try {
      const user = await createUser(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/',
        payload: { email: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      const refreshCookie = response.cookies.find((c) => c.name === '__Host-refresh_token');
      expect(refreshCookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(refreshCookie?.domain).toBeUndefined();
      const deviceCookie = response.cookies.find((c) => c.name === '__Host-login_device');
      expect(deviceCookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(response.cookies.some((c) => !c.name.startsWith('__Host-'))).toBe(false);
      const refresh = (cookies: Record<string, string>) =>
        production.app.inject({ method: 'POST', url: '/api/v1/account/token/refresh/', cookies });
      // A cookie planted under a former or bare name (a subdomain can set those) logs nobody in;
      // beside the login's own, it goes.
      const token = refreshCookie?.value ?? '';
      const former = ['refresh_token', '__Secure-refresh_token'];
      for (const name of former) expect((await refresh({ [name]: token })).statusCode).toBe(401);
      const own = await refresh({
        '__Host-refresh_token': token,
        ...Object.fromEntries(former.map((name) => [name, 'planted'])),
      });
      expect(own.statusCode).toBe(200);
      expect(own.cookies.find((c) => c.name === '__Host-refresh_token')?.secure).toBe(true);
      for (const name of former) {
        expect(own.cookies.find((c) => c.name === name && c.path === '/')?.value, name).toBe('');
      }
    } finally {
      await production.close();
    }
  });

  it('answers wrong credentials alike, known e-mail or not, and checks a hash either way', async () => {
    const user = await createUser(test);
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
    const wrong = await login({ email: user.email, password: 'Wrong-Pass-77' });
    const unknown = await login({ email: uniqueEmail(), password: 'Wrong-Pass-77' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ detail: 'invalid_credentials' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[0]).toBeUndefined();
    verify.mockRestore();
  });

  it('answers 400 invalid for a login without password', async () => {
    const response = await login({ email: 'anna@example.ch' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('invalid');
  });

  it('rotates refresh tokens: each works once, a replay revokes the whole login', async () => {
    const user = await logIn(test, await createUser(test));
    const first = await refresh({ refresh: user.refresh });
    expect(first.statusCode).toBe(200);
    const second = { access: first.json().access, refresh: refreshCookieOf(first) };
    expect(Object.keys(first.json())).toEqual(['access']);
    expect(second.refresh).not.toBe(user.refresh);
    expect((await me({ authorization: `Bearer ${second.access}` })).statusCode).toBe(200);

    const replay = await refresh({ refresh: user.refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'token_invalid' });
    // The thief's replay ended the login: the newest token is dead too.
    expect((await refresh({ refresh: second.refresh })).statusCode).toBe(401);
  });

  it('takes the refresh token from the cookie when the body has none', async () => {
    const user = await logIn(test, await createUser(test));
    const viaCookie = await refresh(undefined, { refresh_token: user.refresh });
    expect(viaCookie.statusCode).toBe(200);
    const rotated = refreshCookieOf(viaCookie);
    expect(rotated).not.toBe(user.refresh);
    expect(viaCookie.body).not.toContain(rotated);
    expect((await refresh({}, { refresh_token: rotated })).statusCode).toBe(200);
  });

  it.each([
    ['no token at all', undefined],
    ['a malformed token', { refresh: 'not-a-jwt' }],
  ])('answers 401 token_invalid for %s', async (_name, body) => {
    const response = await refresh(body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'token_invalid' });
  });

  it('refuses an access token as refresh token and a refresh token as access token', async () => {
    const user = await createLoggedInUser(test);
    expect((await refresh({ refresh: user.access })).statusCode).toBe(401);
    const response = await me({ authorization: `Bearer ${user.refresh}` });
    expect(response.json()).toEqual({ detail: 'token_invalid' });
  });

  it('ends a login after its absolute lifetime however often it was refreshed', async () => {
    const user = await createLoggedInUser(test);
    const rotated = { refresh: refreshCookieOf(await refresh({ refresh: user.refresh })) };
    await test.testDatabase.database.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await refresh({ refresh: rotated.refresh })).statusCode).toBe(401);
  });

  it('caps refresh tokens at LOGIN_MAX_DAYS after the login', async () => {
    const short = await createTestApp({ LOGIN_MAX_DAYS: '2', REFRESH_TOKEN_DAYS: '30' });
    try {
      const user = await createLoggedInUser(short);
      const response = await short.app.inject({
        method: 'POST',
        url: '/api/v1/account/token/refresh/',
        payload: { refresh: user.refresh },
      });
      const cookie = response.cookies.find((c) => c.name === 'refresh_token');
      const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeLessThanOrEqual(2);
      expect(days).toBeGreaterThan(1.9);
    } finally {
      await short.close();
    }
  });

  it('logs out: revokes the login (cookie or body) and clears the cookie', async () => {
    const user = await createLoggedInUser(test);
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout/',
      cookies: { refresh_token: user.refresh },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.filter((c) => c.name === 'refresh_token');
    // Wherever a login kept it: the whole site, and the account addresses of before.
    expect(cleared.map(({ path, value }) => ({ path, value }))).toEqual([
      { path: '/', value: '' },
      { path: '/api/v1/account/', value: '' },
    ]);
    expect((await refresh({ refresh: user.refresh })).statusCode).toBe(401);
    const anonymous = await test.app.inject({ method: 'POST', url: '/api/v1/account/logout/' });
    expect(anonymous.statusCode).toBe(204);
  });

  it('GET account/me/: 401 anonymous or with a bad token, the auth state for the user', async () => {
    const user = await createLoggedInUser(test);
    expect((await me()).json()).toEqual({ detail: 'not_authenticated' });
    expect((await me()).statusCode).toBe(401);
    expect((await me({ authorization: 'Bearer x.y.z' })).json()).toEqual({
      detail: 'token_invalid',
    });
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401);
    const tampered = tamperedToken(user.access);
    expect((await me({ authorization: `Bearer ${tampered}` })).statusCode).toBe(401);
    const own = await me(user.auth);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id: user.id,
      email: user.email,
      firstName: 'Anna',
      lastName: 'Muster',
      language: 'de',
      swissCross: null,
      allowedInGallery: false,
    });
  });

  it('ends the access tokens of a login with it: logout, replayed refresh, password reset', async () => {
    const loggedOut = await createLoggedInUser(test);
    expect((await me(loggedOut.auth)).statusCode).toBe(200);
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/account/logout/',
      payload: { refresh: loggedOut.refresh },
    });
    expect((await me(loggedOut.auth)).json()).toEqual({ detail: 'token_invalid' });

    const robbed = await createLoggedInUser(test);
    expect((await me(robbed.auth)).statusCode).toBe(200);
    await refresh({ refresh: robbed.refresh });
    await refresh({ refresh: robbed.refresh });
    expect((await me(robbed.auth)).statusCode).toBe(401);

    // Another login of someone else is untouched.
    const bystander = await createLoggedInUser(test);
    expect((await me(bystander.auth)).statusCode).toBe(200);
  });

  it('another instance stops accepting an ended login’s access token within seconds', async () => {
    const user = await createLoggedInUser(test);
    const other = await createTestAppOn(test);
    try {
      const start = Date.now();
      vi.useFakeTimers({ now: start, toFake: ['Date'] });
      const meOn = () =>
        other.inject({ method: 'GET', url: '/api/v1/account/me/', headers: user.auth });
      expect((await meOn()).statusCode).toBe(200);
      await test.app.inject({
        method: 'POST',
        url: '/api/v1/account/logout/',
        payload: { refresh: user.refresh },
      });
      vi.setSystemTime(start + 5_001);
      expect((await meOn()).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it('uses the refresh cookie only for requests from the site itself (Origin)', async () => {
    const user = await createLoggedInUser(test);
    const post = (url: string, headers: Record<string, string>) =>
      test.app.inject({ method: 'POST', url, headers, cookies: { refresh_token: user.refresh } });
    for (const url of ['/api/v1/account/token/refresh/', '/api/v1/account/logout/']) {
      const foreign = await post(url, { origin: 'https://evil.example' });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ detail: 'origin_refused' });
      const viaReferer = await post(url, { referer: 'https://evil.example/page' });
      expect(viaReferer.statusCode).toBe(403);
      const crossSite = await post(url, { origin: 'null', 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
    }
    const own = await post('/api/v1/account/token/refresh/', { origin: test.config.publicUrl });
    expect(own.statusCode).toBe(200);
  });

  it('answers token_invalid for an expired access token', async () => {
    vi.useFakeTimers({ now: Date.now() - HOUR_MS, toFake: ['Date'] });
    const user = await createLoggedInUser(test);
    vi.useRealTimers();
    expect((await me(user.auth)).json()).toEqual({ detail: 'token_invalid' });
  });
});
