import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';

/** GET /api/v1/health: 200 when the database answers, 503 otherwise. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/api/v1/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', detail: 'unavailable' });
    }
  });
}
