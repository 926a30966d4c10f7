import type { FastifyInstance } from 'fastify';

/** GET /api/v1/site/: public facts about this installation the web app shows (privacy contact). */
export async function siteRoutes(
  app: FastifyInstance,
  { providerEmail }: { providerEmail: string },
) {
  app.get(
    '/api/v1/site/',
    { schema: { tags: ['site'], summary: 'Public facts about this installation' } },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { providerEmail };
    },
  );
}
