import { API_PATHS, healthResponse, healthUnavailableResponse } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HealthRepository } from './health.repository';

/** GET `healthPath`: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const repository = new HealthRepository(database.db);
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this instance and its database answer',
        response: { 200: healthResponse, 503: healthUnavailableResponse },
      },
    },
    async (_request, reply) => {
      try {
        await repository.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', detail: 'unavailable' });
      }
    },
  );
};
