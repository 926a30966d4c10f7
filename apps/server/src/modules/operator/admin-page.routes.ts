import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import type { OperatorGate } from './admin-token';
import { renderAdminPage } from './admin-page';
import { operatorStats } from './operator-stats';
import { CACHE_CONTROL } from '../../http/cache-policy';

/** The operator page's own policy: no script at all, only its inline stylesheet. */
const ADMIN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /admin: the operator page, for the holder of ADMIN_TOKEN (Authorization header: Bearer, or
 * Basic as the browser's prompt sends it). 404 when no token is configured; 401 on a wrong one,
 * 429 after too many (operatorGate). Logged only at warn.
 */
export const adminPageRoutes: FastifyPluginAsyncZod<{
  database: Database;
  gate: OperatorGate | undefined;
  release: string;
}> = async (app, { database, gate, release }) => {
  app.get('/admin', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!gate) throw notFound();
    await gate(request);
    const html = renderAdminPage(await operatorStats(database.db), release);
    return reply
      .header('content-security-policy', ADMIN_CSP)
      .header('cache-control', CACHE_CONTROL.never)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
