import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RateLimit } from '../../http/rate-limit';

/** The largest client error report accepted, in bytes. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

const clientErrorBody = z.object({
  kind: z.enum(['error', 'unhandledrejection']).default('error'),
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  path: z.string().max(300),
  release: z.string().max(64).optional(),
});

/** The page path without query or fragment: a result code may sit in the query. */
export function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * POST /api/v1/client-errors: the web app reports an uncaught error or a failed chunk load. The
 * report goes to the server log with the server's release; nothing else is stored, and nothing
 * identifying the visitor (no address, no cookie) is logged with it.
 */
export async function clientErrorRoutes(
  app: FastifyInstance,
  { release, rateLimit }: { release: string; rateLimit: RateLimit },
) {
  app.post(
    '/api/v1/client-errors',
    {
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      config: { rateLimit },
      schema: {
        tags: ['operations'],
        summary: 'Report an error in the browser',
        body: clientErrorBody,
      },
    },
    async (request, reply) => {
      const report = request.body as z.infer<typeof clientErrorBody>;
      app.log.warn(
        {
          clientError: {
            kind: report.kind,
            message: report.message,
            stack: report.stack,
            path: withoutQuery(report.path),
            clientRelease: report.release,
          },
          release,
        },
        'client error',
      );
      return reply.status(204).send();
    },
  );
}
