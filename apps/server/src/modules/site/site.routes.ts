import { API_PATHS, siteResponse } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedFor } from '../../http/cache-policy';
import { HOUR_MS } from '@values-cross/core';

/** GET `sitePath`: public facts about this installation the web app shows (privacy contact). */
export const siteRoutes: FastifyPluginAsyncZod<{ providerEmail: string }> = async (
  app,
  { providerEmail },
) => {
  app.get(
    API_PATHS.site,
    {
      schema: {
        tags: ['site'],
        summary: 'Public facts about this installation',
        response: { 200: siteResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', cachedFor(HOUR_MS));
      return { providerEmail };
    },
  );
};
