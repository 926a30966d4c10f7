import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { documentErrorAnswers } from './error-answers';

/**
 * OpenAPI 3.0 reads `nullable: true` as adding null to the types but not to an `enum` (3.0.3's
 * clarification): a nullable choice (`canton: null`) lists null among its values, or a validator
 * refuses the answers the API gives.
 */
function nullAllowedInEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    for (const item of node) nullAllowedInEnums(item);
  } else if (typeof node === 'object' && node !== null) {
    const schema = node as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
      schema.enum = [...schema.enum, null];
    }
    for (const value of Object.values(node)) nullAllowedInEnums(value);
  }
  return node;
}

/**
 * The OpenAPI document, generated from the route schemas (requests, responses and errors, from the
 * contract package), at /api/docs/json and browsable at /api/docs, in production too: it
 * describes the public API that partner sites and researchers build on and shows nothing the
 * answers do not. Schemas with an id (the recursive Question, ApiError) become components. Every
 * API route registered after this documents the errors it may answer (error-answers.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  documentErrorAnswers(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Values Cross API',
        description:
          'Questions, results, groups, statistics, open data and accounts of the Values Cross ' +
          'survey. Errors answer `{"detail": code}` (with `fields` for refused input).',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      nullAllowedInEnums(jsonSchemaTransformObject(documentObject)),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
