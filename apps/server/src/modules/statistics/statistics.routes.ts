import type { FastifyInstance } from 'fastify';
import type { StatisticsRepository } from './statistics.repository';
import { summarise } from './statistics-summary';

/** GET /api/v1/statistics/: O(1) per request, from the aggregates kept on insert. */
export async function statisticsRoutes(
  app: FastifyInstance,
  { repository }: { repository: StatisticsRepository },
) {
  app.get(
    '/api/v1/statistics/',
    { schema: { tags: ['results'], summary: 'Average crosses (groups of 300 results and more)' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=60');
      return summarise(await repository.groups());
    },
  );
}
