import { LOCALES } from '@values-cross/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { RateLimit } from '../../http/rate-limit';
import { CLIENT_EVENTS } from './funnel-events';
import { countFunnelEvent } from './funnel.repository';

const eventBody = z.object({ event: z.enum(CLIENT_EVENTS), language: z.enum(LOCALES) });

/**
 * POST /api/v1/events: the web app reports a step of a visit (landing visit, short version
 * completed, long version started or completed). Counted per day and language; no cookie is
 * read or set and nothing about the visitor is stored.
 */
export async function funnelRoutes(
  app: FastifyInstance,
  { database, rateLimit }: { database: Database; rateLimit: RateLimit },
) {
  app.post(
    '/api/v1/events',
    {
      bodyLimit: 1024,
      config: { rateLimit },
      schema: { tags: ['operations'], summary: 'Count a step of a visit', body: eventBody },
    },
    async (request, reply) => {
      const { event, language } = request.body as z.infer<typeof eventBody>;
      await countFunnelEvent(database.db, { event, language });
      return reply.status(204).send();
    },
  );
}
