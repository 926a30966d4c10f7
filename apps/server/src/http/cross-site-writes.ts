import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env';
import { HttpError } from './http-error';
import { fromOwnPages } from './own-origin';

/** The methods that change something. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses (403 `origin_refused`) every write to the API that a browser says another site's page
 * started: a form posted cross-site needs no preflight (urlencoded, multipart, text/plain), so
 * without this a third party's page could spend its visitors' shares of the limits (a newsletter
 * subscription, a sign-up) and the caps of all. The product's own pages, framed ones included,
 * send same-origin requests; clients that are no browser name no origin and pass. No API write
 * is allow-listed for other sites.
 */
export function refuseCrossSiteWrites(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!fromOwnPages(config, request)) throw new HttpError(403, 'origin_refused');
  });
}
