import { funnelEventBody, noContent } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { RateLimit } from '../../http/rate-limit';
import { countFunnelEvent } from './funnel.repository';

/**
 * POST /api/v1/events: the web app reports a step of a visit (landing visit, short version
 * completed, long version started or completed). Counted per day and language; no cookie is
 * read or set and nothing about the visitor is stored.
 */
export const funnelRoutes: FastifyPluginAsyncZod<{
  database: Database;
  rateLimit: RateLimit;
}> = async (app, { database, rateLimit }) => {
  app.post(
    '/api/v1/events',
    {
      bodyLimit: 1024,
      config: { rateLimit },
      schema: {
        tags: ['operations'],
        summary: 'Count a step of a visit',
        body: funnelEventBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { event, language } = request.body;
      await countFunnelEvent(database.db, { event, language });
      return reply.status(204).send();
    },
  );
};
