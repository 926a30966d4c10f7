import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiPaths = Record<string, Record<string, OpenApiOperation>>;

type OpenApiResponse = NonNullable<OpenApiOperation['responses']>[string];

/** A 204 has no content; any other success names a non-empty schema for each media type. */
function described(status: string, answer: OpenApiResponse): boolean {
  const schemas = Object.values(answer.content ?? {}).map((media) => media.schema);
  if (status === '204') return schemas.length === 0;
  return (
    schemas.length > 0 &&
    schemas.every(
      (schema) => typeof schema === 'object' && schema !== null && Object.keys(schema).length > 0,
    )
  );
}

describe('OpenAPI document', () => {
  const test = useTestApp();

  it('describes the API routes and their answers from their schemas and is browsable at /api/docs', async () => {
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
    // Every API operation describes its success answer: a schema, or "no content" for a 204.
    const operations = Object.entries(document.paths as OpenApiPaths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(28);
    const undescribed = operations
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses ?? {}).filter(([status]) =>
          /^2\d\d$/.test(status),
        );
        return (
          success.length === 0 || !success.every(([status, answer]) => described(status, answer))
        );
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(undescribed).toEqual([]);
    expect(document.paths['/api/v1/account/me/'].get.responses['200'].content).toMatchObject({
      'application/json': { schema: { properties: { allowedInGallery: { type: 'boolean' } } } },
    });
    expect(document.paths['/api/v1/questions/'].get.responses['200'].content).toMatchObject({
      'application/json': { schema: { items: { $ref: '#/components/schemas/Question' } } },
    });
    expect(document.components.schemas.Question.properties.childQuestions).toBeDefined();
    expect(
      document.paths['/api/v1/answer-set/{code}/image.png'].get.responses['200'].content,
    ).toMatchObject({ 'image/png': { schema: { type: 'string', format: 'binary' } } });

    const page = await test.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('in production is served only to the holder of ADMIN_TOKEN, and not at all without one', async () => {
    const token = 'operator-token-for-the-docs-0001';
    const guarded = await createTestApp({
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '19456',
      ADMIN_TOKEN: token,
    });
    const closed = await createTestApp({
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '19456',
    });
    try {
      const get = (app: typeof guarded.app, url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers });
      for (const url of ['/api/docs/json', '/api/docs/']) {
        expect((await get(closed.app, url)).statusCode).toBe(404);
        expect((await get(guarded.app, url)).statusCode).toBe(401);
        expect(
          (await get(guarded.app, url, { authorization: 'Bearer wrong-token-000000000000' }))
            .statusCode,
        ).toBe(401);
        expect((await get(guarded.app, url, { authorization: `Bearer ${token}` })).statusCode).toBe(
          200,
        );
      }
      // The browser's own prompt (Basic, the token as the password); never in the address.
      const basic = `Basic ${Buffer.from(`operator:${token}`).toString('base64')}`;
      const viaPrompt = await get(guarded.app, '/api/docs/json', { authorization: basic });
      expect(viaPrompt.json().openapi).toMatch(/^3\./);
      expect((await get(guarded.app, `/api/docs/json?token=${token}`)).statusCode).toBe(401);
    } finally {
      await guarded.close();
      await closed.close();
    }
  });
});
