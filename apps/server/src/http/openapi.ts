import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';

/**
 * The OpenAPI document, generated from the route schemas (requests and responses, from the
 * contract package), browsable at /api/docs. Schemas with an id (the recursive Question) become
 * components. In production it is served only through the operator's gate (the holder of
 * ADMIN_TOKEN; the viewer's own static files excepted), and not at all without one.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'NODE_ENV'>,
  operatorGate: ((request: FastifyRequest) => Promise<void>) | undefined,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Values Cross API',
        description: 'Questions, results, statistics and accounts of the Values Cross survey.',
        version: '1',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  const production = config.NODE_ENV === 'production';
  if (production && !operatorGate) return;
  const onlyForOperator = async (request: FastifyRequest) => {
    if (!production || !operatorGate || request.url.startsWith('/api/docs/static/')) return;
    await operatorGate(request);
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: onlyForOperator },
  });
}
