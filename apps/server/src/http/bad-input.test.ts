import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';
import { testDialect } from '../testing/test-database';

/** Every route with a method; path parameters are filled with arbitrary text. */
const ROUTES: Array<{ method: 'GET' | 'POST' | 'PATCH'; path: (param: string) => string }> = [
  { method: 'GET', path: () => '/api/v1/questions/' },
  { method: 'GET', path: () => '/api/v1/questionnaire/' },
  { method: 'GET', path: (p) => `/api/v1/questionnaire/${p}` },
  { method: 'POST', path: () => '/api/v1/answer-set/' },
  { method: 'GET', path: (p) => `/api/v1/answer-set/${p}` },
  { method: 'GET', path: () => '/api/v1/statistics/' },
  { method: 'GET', path: (p) => `/${p}/navigation.json` },
  { method: 'GET', path: () => '/api/v1/health' },
  { method: 'POST', path: () => '/api/v1/registration/' },
  { method: 'POST', path: () => '/api/v1/registration/confirm/' },
  { method: 'POST', path: () => '/api/v1/registration/resend/' },
  { method: 'POST', path: () => '/api/v1/account/token/' },
  { method: 'POST', path: () => '/api/v1/account/token/refresh/' },
  { method: 'POST', path: () => '/api/v1/account/logout/' },
  { method: 'POST', path: () => '/api/v1/password_reset/' },
  { method: 'POST', path: () => '/api/v1/password_reset/confirm/' },
  { method: 'GET', path: (p) => `/api/v1/profile/${p}/` },
  { method: 'PATCH', path: (p) => `/api/v1/profile/${p}/` },
  { method: 'GET', path: (p) => `/api/v1/gallery/?cursor=${p}` },
  { method: 'GET', path: (p) => `/api/v1/gallery/${p}/` },
  { method: 'GET', path: (p) => `/api/v1/portraits/${p}/256.webp?v=${p}` },
  { method: 'POST', path: () => '/api/v1/user/' },
  { method: 'POST', path: () => '/api/v1/newsletter/confirm/' },
];

const jsonValue = fc.jsonValue({ maxDepth: 3 });
const payload = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        answers: fc.oneof(
          fc.array(fc.oneof(fc.integer(), fc.double(), fc.string()), { maxLength: 60 }),
          jsonValue,
        ),
        longVersionAttempted: fc.oneof(fc.boolean(), jsonValue),
        swissCross: jsonValue,
        language: fc.oneof(fc.constantFrom('de', 'fr', 'it', 'en', 'rm'), jsonValue),
        questionnaireVersion: fc.oneof(fc.string(), jsonValue),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        email: fc.oneof(fc.emailAddress(), fc.string(), jsonValue),
        password: fc.oneof(fc.string({ maxLength: 300 }), jsonValue),
        firstName: fc.oneof(fc.string(), jsonValue),
        lastName: fc.oneof(fc.string(), jsonValue),
        language: fc.oneof(fc.constantFrom('de', 'fr', 'it', 'en'), jsonValue),
        swissCross: fc.oneof(fc.string(), jsonValue),
        token: fc.oneof(fc.string(), jsonValue),
        refresh: fc.oneof(fc.string(), jsonValue),
        allowedInGallery: fc.oneof(fc.boolean(), jsonValue),
        oldPassword: fc.oneof(fc.string(), jsonValue),
        newPassword: fc.oneof(fc.string(), jsonValue),
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);

describe(`bad input never causes a 5xx (${testDialect()})`, () => {
  const test = useTestApp();

  it('answers random payloads at every endpoint with 2xx, 3xx or 4xx and a JSON detail', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.string({ maxLength: 40 }),
        payload,
        contentType,
        async (route, param, body, type) => {
          const response = await test.app.inject({
            method: route.method,
            url: route.path(encodeURIComponent(param)),
            payload: route.method === 'GET' ? undefined : body,
            headers: type ? { 'content-type': type } : {},
          });
          expect(response.statusCode).toBeLessThan(500);
          if (
            response.statusCode >= 400 &&
            String(response.headers['content-type']).includes('json')
          ) {
            expect(typeof response.json().detail).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('answers an address that cannot be decoded with its own 400, never Fastify’s body', async () => {
    for (const url of ['/api/v1/answer-set/%E0%A4%A', '/api/v1/%', '/de/%E0%A4%A', '/%']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.body, url).not.toContain('FST_');
      if (url.startsWith('/api/')) expect(response.json()).toEqual({ detail: 'malformed_address' });
    }
  });
});
