import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPageModule, routes } from './routes';

/** The route of the page at a path, as the router matches it. */
function pageRouteAt(path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

describe('loading the page module before hydration', () => {
  // One address per page: loading a page's module gives it to all its routes (in its layout and
  // embedded) at once.
  it.each(['/de/question/3', '/fr/embed/chapter/1', '/it/embed', '/en/result'])(
    'gives the route the router matches at %s its component',
    async (path) => {
      expect(typeof pageRouteAt(path)?.lazy).toBe('function');
      await loadPageModule(path);
      const route = pageRouteAt(path);
      expect(route?.lazy).toBeUndefined();
      expect(route?.Component).toBeTypeOf('function');
    },
  );

  it('gives an embedded page the module loaded for the same page in its layout', async () => {
    await loadPageModule('/de/question/3');
    expect(pageRouteAt('/fr/embed/question/3')?.Component).toBeTypeOf('function');
  });

  it('loads nothing for an address that is no page', async () => {
    await expect(loadPageModule('/de/no-such-page')).resolves.toBeUndefined();
  });
});
