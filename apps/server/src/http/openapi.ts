import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from '../config/env';
import { isAdminToken, presentedToken } from '../modules/operator';
import { HttpError } from './http-error';

/**
 * The OpenAPI document, generated from the route schemas (requests and responses, from the
 * contract package), browsable at /api/docs. Schemas with an id (the recursive Question) become
 * components. In production it is served only to the holder of ADMIN_TOKEN (Bearer or
 * `?token=`; the viewer's own static files excepted), and not at all without one.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  config: Pick<Config, 'NODE_ENV' | 'ADMIN_TOKEN'>,
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
  const adminToken = config.ADMIN_TOKEN;
  if (production && !adminToken) return;
  const onlyForOperator = async (request: FastifyRequest) => {
    if (!production || !adminToken || request.url.startsWith('/api/docs/static/')) return;
    if (!isAdminToken(presentedToken(request), adminToken)) throw new HttpError(404, 'not_found');
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { onRequest: onlyForOperator },
  });
}
