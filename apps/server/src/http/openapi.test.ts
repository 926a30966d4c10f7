import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app';

describe('OpenAPI document', () => {
  const test = useTestApp();

  it('describes the API routes from their schemas and is browsable at /api/docs', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/questions/',
        '/api/v1/answer-set/',
        '/api/v1/answer-set/{code}',
        '/api/v1/statistics/',
      ]),
    );
    expect(document.paths['/api/v1/answer-set/'].post.requestBody).toBeDefined();
    const page = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
