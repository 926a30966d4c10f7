import { apiError } from '@values-cross/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Addresses that are the API (documented); every other route is a page of the web app. */
export function isApiAddress(url: string): boolean {
  return url.startsWith('/api/') || url.endsWith('/navigation.json');
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);
const WRITES = new Set([...WITH_BODY, 'DELETE']);

function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/**
 * The error statuses every API route may answer whatever it does, from how the server works:
 * 400 when it takes input (a refused field, malformed JSON), 401 when it reads a login (a token
 * that is no longer valid, or none where one is required), 413 and 415 when it takes a body,
 * 403 when it writes (a browser says another site's page started it: cross-site-writes.ts),
 * 429 when it is rate limited (by configuration or its own limits), 503 when the database or
 * the time for the request runs out, 500 for the unexpected. A route's own statuses (401, 403,
 * 404, 409, …) are in its schema beside its success.
 */
function errorStatusesOf(route: RouteOptions): number[] {
  const schema = route.schema ?? {};
  const takesBody = methodsOf(route).some((method) => WITH_BODY.has(method));
  const takesInput =
    takesBody ||
    schema.body !== undefined ||
    schema.querystring !== undefined ||
    schema.params !== undefined;
  const limited = route.config !== undefined && 'rateLimit' in route.config;
  return [
    ...(takesInput ? [400] : []),
    ...(route.config?.auth ? [401] : []),
    ...(methodsOf(route).some((method) => WRITES.has(method)) ? [403] : []),
    ...(takesBody ? [413, 415] : []),
    ...(limited ? [429] : []),
    500,
    503,
  ];
}

/**
 * Gives every API route registered after it the error answers it may send, with their one body
 * (`apiError`: the documentation and the writer of those answers), and leaves the pages of the web
 * app out of the API's description. Call before the routes are registered.
 */
export function documentErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!isApiAddress(route.url)) {
      route.schema = { ...route.schema, hide: true };
      return;
    }
    const response: Record<string, unknown> = { ...(route.schema?.response as object) };
    for (const status of errorStatusesOf(route)) response[status] ??= apiError;
    route.schema = { ...route.schema, response };
  });
}
