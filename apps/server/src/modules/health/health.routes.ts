import { healthResponse, healthUnavailableResponse } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** GET /api/v1/health: 200 when the database answers, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/v1/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this instance and its database answer',
        response: { 200: healthResponse, 503: healthUnavailableResponse },
      },
    },
    async (_request, reply) => {
      try {
        await sql`select 1`.execute(database.db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', detail: 'unavailable' });
      }
    },
  );
};
