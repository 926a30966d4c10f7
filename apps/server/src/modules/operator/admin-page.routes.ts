import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/http-error';
import { isAdminToken, presentedToken } from './admin-token';
import { renderAdminPage } from './admin-page';
import { operatorStats } from './operator-stats';

/** The operator page's own policy: no script at all, only its inline stylesheet. */
const ADMIN_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * GET /admin: the operator page, for the holder of ADMIN_TOKEN (Bearer header or ?token=).
 * 404 when no token is configured, 401 on a wrong one. Logged only at warn, so a token in the
 * query never reaches the request log.
 */
export const adminPageRoutes: FastifyPluginAsyncZod<{
  database: Database;
  adminToken?: string;
  release: string;
}> = async (app, { database, adminToken, release }) => {
  app.get('/admin', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!adminToken) throw notFound();
    if (!isAdminToken(presentedToken(request), adminToken)) {
      throw new HttpError(401, 'not_authenticated', undefined, {
        'www-authenticate': 'Bearer',
      });
    }
    const html = renderAdminPage(await operatorStats(database.db), release);
    return reply
      .header('content-security-policy', ADMIN_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  });
};
