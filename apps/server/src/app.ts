import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import { webDistDir } from './config/paths';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { healthRoutes } from './modules/health/health.routes';
import { webHostRoutes } from './modules/web-host/web-host.routes';

/** What an app instance is built from; tests pass their own database and quiet logger. */
export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application without listening: the server and the tests both use it. */
export async function buildApp({ config, database, logger = false }: AppOptions) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only when the request really came over TLS (behind a proxy: TRUST_PROXY).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);

  await app.register(healthRoutes, { database });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ detail: 'not_found' });
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await app.register(webHostRoutes, { distDir: webDistDir(config.WEB_DIST_DIR) });

  return app as unknown as FastifyInstance;
}
