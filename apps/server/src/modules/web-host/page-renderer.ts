import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { LOCALES, READINGS, type Reading } from '@values-cross/core';
import type { RenderedPage } from '@values-cross/web/rendered-page';
import { RecentCache } from '../../http/recent-cache';
import type { RenderingPlan } from './rendering-plan';
import { KEPT_FIXED_PAGES_PER_READING, KEPT_RESULT_PAGES } from '../../config/limits';

type Render = (
  path: string,
  reading: Reading,
  form?: string,
  access?: string | null,
) => Promise<RenderedPage | null>;
type RendererModule = { createRenderer: (api: typeof fetch, origin: string) => Render };

/**
 * Fixed pages kept per instance (landing, chapters, questions, the other pages the same for
 * everybody): room for 400 per language and reading, more than twice what the app has (about
 * 170), each kept only at its one address (rendering-plan.ts). Nothing else is kept here, so no
 * other page can push them out.
 */
const KEPT_FIXED_PAGES = LOCALES.length * READINGS.length * KEPT_FIXED_PAGES_PER_READING;

/**
 * Whose page is rendered: their address (the API's limits count their calls) and, for a form
 * they sent, the cookies its calls set.
 */
interface Visitor {
  address: string;
  cookies?: string[];
  /** The access token of the visitor's login, for a page rendered from it (the profile). */
  access?: string | null;
  /** The visitor's cookies a sent form's API calls carry (the login's device and refresh cookies). */
  cookie?: string;
}

/** Request headers of a loader's call, as a plain record for `inject`. */
function headerRecord(headers: ConstructorParameters<typeof Headers>[0]): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/**
 * Renders the web app's pages on the server with React Router's static handler (the module
 * `vite build --ssr` writes to apps/web/dist-ssr). The routes' loaders reach the API in process
 * (`inject`, no network), on behalf of the visitor whose page it is, so the API's limits apply to
 * them as to the browser. A rendered page is kept when its address always renders the same HTML.
 */
export class PageRenderer {
  private readonly visitor = new AsyncLocalStorage<Visitor>();
  private readonly fixed = new RecentCache<RenderedPage>(KEPT_FIXED_PAGES);
  private readonly results = new RecentCache<RenderedPage>(KEPT_RESULT_PAGES);
  private readonly render: Render;

  private constructor(
    app: FastifyInstance,
    module: RendererModule,
    private readonly log: FastifyBaseLogger,
    origin: string,
  ) {
    this.render = module.createRenderer(async (input, init) => {
      const visitor = this.visitor.getStore();
      // A body of another kind than text (a multipart form) goes as the bytes a browser sends.
      const request = new Request(new URL(String(input), 'http://app.invalid'), init);
      const sent = headerRecord(request.headers);
      if (visitor?.access && !sent.authorization) sent.authorization = `Bearer ${visitor.access}`;
      if (visitor?.cookie && !sent.cookie) sent.cookie = visitor.cookie;
      const response = await app.inject({
        method: request.method as InjectOptions['method'],
        url: String(input),
        headers: sent,
        payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
        remoteAddress: visitor?.address ?? '127.0.0.1',
      });
      // A sent form's action may log the visitor in: the cookies it set go to their browser.
      const cookies = response.headers['set-cookie'];
      if (cookies !== undefined) visitor?.cookies?.push(...[cookies].flat());
      const empty = response.statusCode === 204 || response.statusCode === 304;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers,
      });
    }, origin);
  }

  /**
   * The renderer of the build next to `distDir`, or null when the web app has no server build;
   * its pages read `origin` (the public address) as their own.
   */
  static async load(
    app: FastifyInstance,
    distDir: string,
    origin: string,
  ): Promise<PageRenderer | null> {
    const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
    if (!existsSync(entry)) return null;
    const module = (await import(pathToFileURL(entry).href)) as RendererModule;
    return new PageRenderer(app, module, app.log, origin);
  }

  /** Where a page of a plan is kept, and under which key in its reading. */
  private place({ keepAs, keepForMs }: RenderingPlan, reading: Reading) {
    if (keepAs === null) return undefined;
    return { store: keepForMs ? this.results : this.fixed, key: `${reading}:${keepAs}` };
  }

  /** The page kept for a plan in a reading while it is still right, or undefined. */
  keptPage(plan: RenderingPlan, reading: Reading): RenderedPage | undefined {
    const place = this.place(plan, reading);
    return place?.store.get(place.key);
  }

  /**
   * The page after its route's action, for a form the visitor's browser sent itself (before the
   * page's scripts ran), and the cookies the action's API calls set for the visitor (a login's):
   * rendered for this request alone, never kept; no page when it cannot be rendered (the browser
   * then shows the page without the outcome).
   */
  async submitted(
    path: string,
    {
      visitor,
      reading,
      form,
      access = null,
      cookie,
    }: {
      visitor: string;
      reading: Reading;
      form: string;
      access?: string | null;
      cookie?: string;
    },
  ): Promise<{ page: RenderedPage | null; cookies: string[] }> {
    const cookies: string[] = [];
    try {
      const page = await this.visitor.run({ address: visitor, cookies, access, cookie }, () =>
        this.render(path, reading, form, access),
      );
      return { page, cookies };
    } catch (error) {
      this.log.error({ err: error }, 'a sent form could not be rendered on the server');
      return { page: null, cookies };
    }
  }

  /**
   * The page for a visitor in a reading, or null when only the browser can render it: a page the
   * plan keeps is rendered from the plan's address alone (nothing else of the request reaches
   * it), any other from `path`, the request's address with its query.
   */
  async page(
    path: string,
    {
      visitor,
      reading,
      access = null,
      ...plan
    }: RenderingPlan & { visitor: string; reading: Reading; access?: string | null },
  ) {
    const place = this.place(plan, reading);
    const known = place?.store.get(place.key);
    if (known) return known;
    let page: RenderedPage | null;
    try {
      const address = plan.keepAs ?? path;
      page = await this.visitor.run({ address: visitor, access }, () =>
        this.render(address, reading, undefined, access),
      );
    } catch (error) {
      // The browser renders the page itself (as without a server build): a fault in rendering
      // costs the first paint, never the page.
      this.log.error({ err: error }, 'page could not be rendered on the server');
      return null;
    }
    // Only a page found is kept: "not found" for made-up addresses would push real pages out.
    if (page?.keep && page.status === 200 && place) {
      place.store.set(place.key, page, plan.keepForMs || undefined);
    }
    return page;
  }
}
