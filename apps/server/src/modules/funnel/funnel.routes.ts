import { API_PATHS, funnelEventBody, noContent } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import type { RateLimit } from '../../http/rate-limit';
import { GroupCommit } from '../../db/group-commit';
import type { FunnelEvent } from './funnel-events';
import { funnelCountQuery } from './funnel.repository';
import { FUNNEL_EVENT_MAX_BYTES } from '../../config/limits';

/**
 * POST `eventsPath`: the web app reports a step of a visit (landing visit, short version
 * completed, long version started or completed). Counted per day and language; no cookie is
 * read or set and nothing about the visitor is stored.
 */
export const funnelRoutes: FastifyPluginAsyncZod<{
  database: Database;
  rateLimit: RateLimit;
}> = async (app, { database, rateLimit }) => {
  // Events that arrive together are counted by one durable commit (off the event loop on
  // SQLite): one upsert per event and language with the sum.
  const counts = new GroupCommit<{ event: FunnelEvent; language: string | null }>((events) => {
    const sums = new Map<string, { event: FunnelEvent; language: string | null; count: number }>();
    for (const { event, language } of events) {
      const key = `${event} ${language ?? ''}`;
      const sum = sums.get(key) ?? { event, language, count: 0 };
      sum.count += 1;
      sums.set(key, sum);
    }
    // In key order, so concurrent commits lock the shared counts in the same order.
    const ordered = [...sums].sort(([a], [b]) => (a < b ? -1 : 1));
    return database.commit(ordered.map(([, sum]) => funnelCountQuery(database.db, sum).compile()));
  });

  app.post(
    API_PATHS.events,
    {
      bodyLimit: FUNNEL_EVENT_MAX_BYTES,
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
      await counts.add({ event, language: language ?? null });
      return reply.status(204).send();
    },
  );
};
