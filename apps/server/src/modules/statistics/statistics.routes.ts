import { API_PATHS, statisticsResponse } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { StatisticsRepository } from './statistics.repository';
import { summarise } from './statistics-summary';
import { cachedFor } from '../../http/cache-policy';
import { MINUTE_MS } from '@values-cross/core';

/** GET `statisticsPath`: O(1) per request, from the aggregates kept on insert. */
export const statisticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const repository = new StatisticsRepository(database.db);
  app.get(
    API_PATHS.statistics,
    {
      schema: {
        tags: ['results'],
        summary: 'Average crosses (groups of 300 results and more)',
        response: { 200: statisticsResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', cachedFor(MINUTE_MS));
      return summarise(await repository.groups());
    },
  );
};
