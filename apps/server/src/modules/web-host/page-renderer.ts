import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import type { Reading } from '@values-cross/core';
import type { RenderedPage } from '@values-cross/web/rendered-page';
import { RecentCache } from '../../http/recent-cache';

type Render = (path: string, reading: Reading) => Promise<RenderedPage | null>;

/** Whether and how long a rendered page is reused for the same address. */
export interface RenderingPlan {
  /** The key of addresses that render the same HTML; null renders every time. */
  keepAs: string | null;
  /** How long the HTML stays right; without it, as long as this instance runs. */
  keepForMs?: number;
}
type RendererModule = { createRenderer: (api: typeof fetch) => Render };

/** Rendered pages kept per instance: every language's fixed pages and the recent results. */
const KEPT_PAGES = 2000;

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
  private readonly visitor = new AsyncLocalStorage<string>();
  private readonly kept = new RecentCache<RenderedPage>(KEPT_PAGES);
  private readonly render: Render;

  private constructor(
    app: FastifyInstance,
    module: RendererModule,
    private readonly log: FastifyBaseLogger,
  ) {
    this.render = module.createRenderer(async (input, init) => {
      const response = await app.inject({
        method: (init?.method ?? 'GET') as InjectOptions['method'],
        url: String(input),
        headers: headerRecord(init?.headers),
        payload: typeof init?.body === 'string' ? init.body : undefined,
        remoteAddress: this.visitor.getStore() ?? '127.0.0.1',
      });
      const empty = response.statusCode === 204 || response.statusCode === 304;
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, String(value));
      }
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers,
      });
    });
  }

  /** The renderer of the build next to `distDir`, or null when the web app has no server build. */
  static async load(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
    const entry = join(distDir, '..', 'dist-ssr', 'entry-server.js');
    if (!existsSync(entry)) return null;
    const module = (await import(pathToFileURL(entry).href)) as RendererModule;
    return new PageRenderer(app, module, app.log);
  }

  /** The page kept under a key while it is still right, or undefined. */
  keptPage(keepAs: string): RenderedPage | undefined {
    return this.kept.get(keepAs);
  }

  /**
   * The page at `path` (with its query) for a visitor in a reading, or null when only the browser
   * can render it.
   */
  async page(
    path: string,
    { visitor, reading, keepAs, keepForMs }: RenderingPlan & { visitor: string; reading: Reading },
  ) {
    const known = keepAs === null ? undefined : this.keptPage(keepAs);
    if (known) return known;
    let page: RenderedPage | null;
    try {
      page = await this.visitor.run(visitor, () => this.render(path, reading));
    } catch (error) {
      // The browser renders the page itself (as without a server build): a fault in rendering
      // costs the first paint, never the page.
      this.log.error({ err: error }, 'page could not be rendered on the server');
      return null;
    }
    // Only a page found is kept: "not found" for made-up addresses would push real pages out.
    if (page?.keep && page.status === 200 && keepAs !== null) {
      this.kept.set(keepAs, page, keepForMs || undefined);
    }
    return page;
  }
}
