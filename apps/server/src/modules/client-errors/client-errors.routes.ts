import { API_PATHS, clientErrorBody, noContent } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../../http/rate-limit';
import { scrubReportText } from './scrub';
import { CLIENT_ERROR_MAX_BYTES } from '../../config/limits';

/** The page path without query or fragment: a result code may sit in the query. */
export function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/**
 * POST `clientErrorsPath` (the contract's paths): the web app reports an uncaught error or a failed chunk load. The
 * report goes to the server log with the server's release; nothing else is stored, and nothing
 * identifying the visitor (no address, no cookie) is logged with it. Message, stack and path
 * are scrubbed of addresses, tokens and result codes first.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{
  release: string;
  rateLimit: RateLimit;
}> = async (app, { release, rateLimit }) => {
  app.post(
    API_PATHS.clientErrors,
    {
      bodyLimit: CLIENT_ERROR_MAX_BYTES,
      config: { rateLimit },
      schema: {
        tags: ['operations'],
        summary: 'Report an error in the browser',
        body: clientErrorBody,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const report = request.body;
      app.log.warn(
        {
          clientError: {
            kind: report.kind,
            message: scrubReportText(report.message),
            stack: report.stack === undefined ? undefined : scrubReportText(report.stack),
            path: scrubReportText(withoutQuery(report.path)),
            clientRelease: report.release,
          },
          release,
        },
        'client error',
      );
      return reply.status(204).send();
    },
  );
};
