import SwaggerParser from '@apidevtools/swagger-parser';
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

  it('in production is public, accepted by a standard validator, and documents every error with its body', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      PASSWORD_HASH_MEMORY_KIB: '19456',
      // The operator's token guards /admin only, never the API's description.
      ADMIN_TOKEN: 'operator-token-0123456789-abcdef',
    });
    try {
      const answer = await production.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(answer.statusCode).toBe(200);
      expect((await production.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(
        200,
      );
      const document = answer.json();
      // The validator dereferences its argument: it gets a copy.
      await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
      const paths = Object.keys(document.paths);
      // The API only: the web app's pages are not part of it.
      expect(paths.filter((path) => !path.startsWith('/api/') && !path.endsWith('.json'))).toEqual(
        [],
      );
      expect(paths.length).toBeGreaterThanOrEqual(40);
      const errorBody = { $ref: '#/components/schemas/ApiError' };
      for (const [path, methods] of Object.entries(document.paths as OpenApiPaths)) {
        for (const [method, operation] of Object.entries(methods)) {
          const answers = operation.responses ?? {};
          // Every operation can fail unexpectedly or while the database is away.
          for (const status of ['500', '503']) {
            expect(answers[status], `${method} ${path} ${status}`).toBeDefined();
          }
          for (const [status, described] of Object.entries(answers)) {
            if (!/^[45]/.test(status) || path === '/api/v1/health') continue;
            expect(
              described.content?.['application/json']?.schema,
              `${method} ${path} ${status}`,
            ).toEqual(errorBody);
          }
        }
      }
      // Statuses that come from how a route works, and from what it does.
      const post = document.paths['/api/v1/answer-set/'].post.responses;
      expect(Object.keys(post)).toEqual(
        expect.arrayContaining(['400', '401', '413', '415', '429']),
      );
      const standing = document.paths['/api/v1/answer-set/{code}/standing'].get.responses;
      expect(Object.keys(standing)).toEqual(expect.arrayContaining(['400', '403', '404', '409']));
      expect(document.components.schemas.ApiError.properties.detail).toMatchObject({
        type: 'string',
      });
    } finally {
      await production.close();
    }
  });
});
