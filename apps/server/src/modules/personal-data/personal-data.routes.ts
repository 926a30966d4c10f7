import { API_PATHS, accountExportResponse } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenInvalid, viewerId } from '../../http/authentication';
import { exportAccount } from './account-export';
import type { Database } from '../../db/database';
import type { PersonalDataStore } from './personal-data';
import { CACHE_CONTROL } from '../../http/cache-policy';

const tags = ['accounts'];

/** account/export/: everything stored about the logged-in user (product.md §7; the right of access). */
export const personalDataRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The key a person's failed logins are counted under (Accounts.loginFailureKey). */
  loginFailureKey: PersonalDataStore['loginFailureKey'];
}> = async (app, { database, loginFailureKey }) => {
  const store: PersonalDataStore = { db: database.db, loginFailureKey };
  app.get(
    API_PATHS.accountExport,
    {
      // A link on the profile downloads it, also before the page's scripts run.
      config: { auth: 'page-link' },
      schema: {
        tags,
        summary:
          'Everything stored about the user, as a JSON download (Bearer token, or the login cookie on a link of the site)',
        response: { 200: accountExportResponse },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(store, viewerId(request));
      if (!data) throw tokenInvalid();
      // Pretty-printed for people to read: the reply's own serialiser takes over from the schema's.
      return reply
        .header('cache-control', CACHE_CONTROL.never)
        .header('content-disposition', 'attachment; filename="values-cross-export.json"')
        .type('application/json; charset=utf-8')
        .serializer((payload) => JSON.stringify(payload, null, 2))
        .send(data);
    },
  );
};
