import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale, type Locale } from '@values-cross/core';
import { pageAt, PAGES } from '@values-cross/web/pages';
import { AppShell, type PageMeta } from './app-shell';
import { PageRenderer, type RenderingPlan } from './page-renderer';
import { PreloadHints } from './preload-hints';
import { redirectTarget } from './redirect-target';
import { RESULT_CODE_PATTERN } from '../answer-sets';
import { APP_ROUTE_SEGMENTS, LANGUAGE_COOKIE, languageCookieOptions } from './language';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A shared result page will fetch its result at once: let the browser start while it loads scripts. */
function dataHint(request: FastifyRequest): string {
  const { id } = request.query as { id?: unknown };
  const isResultPage = /^\/[a-z]{2}\/result(\?|$)/.test(request.url);
  return isResultPage && typeof id === 'string' && RESULT_CODE_PATTERN.test(id)
    ? `<link rel="preload" as="fetch" crossorigin href="/api/v1/answer-set/${id}" />`
    : '';
}

/** How long a rendered result page is reused: a deleted result disappears from pages within it. */
const RESULT_PAGE_KEPT_MS = 60_000;

/**
 * Whether the server renders the page at a path (after the language prefix), and how its HTML is
 * kept: pages that depend on the visitor's login or a one-time link, and the result page without
 * a code (the visitor's own answers), are rendered by the browser only; the gallery changes with
 * every consent and is rendered each time; a result briefly; every other page is the same for
 * everybody and kept (when the address has no query).
 */
export function serverRendering(
  request: Pick<FastifyRequest, 'url' | 'query'>,
): RenderingPlan | null {
  const [pathname = '', search = ''] = request.url.split('?');
  const page = pageAt(pathname.split('/').slice(2).join('/'));
  if (page?.inBrowserOnly) return null;
  if (page === PAGES.gallery) return { keepAs: null };
  if (page === PAGES.result) {
    const { id } = request.query as { id?: unknown };
    if (typeof id !== 'string') return null;
    // A code that cannot exist renders "not found" (404), each time: it is not worth keeping.
    return RESULT_CODE_PATTERN.test(id)
      ? { keepAs: `${pathname}?id=${id}`, keepForMs: RESULT_PAGE_KEPT_MS }
      : { keepAs: null };
  }
  return { keepAs: search === '' ? pathname : null };
}

/** The visitor's language: the LANG cookie, else German (spec 2). */
export function preferredLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : 'de';
}

/** Whether a path of the build is for the server only: source maps and Vite's manifest. */
export function isPrivateBuildFile(pathName: string): boolean {
  const path = decodeURIComponent(pathName).toLowerCase();
  return /\.map(\.br|\.gz)?$/.test(path) || path.startsWith('/.vite/') || path.includes('/.');
}

/**
 * Serves the built web app: hashed assets cached forever, the HTML shell never cached, the root
 * redirected (302, no JavaScript needed) to the language in the LANG cookie, else German.
 */
export const webHostRoutes: FastifyPluginAsyncZod<{
  distDir: string;
  /** Hosts a `?redirect=` may lead to, besides paths on this site. */
  redirectAllowlist: readonly string[];
  /** Link-preview data of a shared result, or null when there is no such result. */
  resultMeta: (input: { code: string; locale: Locale }) => Promise<PageMeta | null>;
}> = async (app, { distDir, resultMeta, redirectAllowlist }) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const shell = new AppShell(distDir);
  const hints = new PreloadHints(distDir);
  const renderer = await PageRenderer.load(app, distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: true,
    index: false,
    // The build writes .br and .gz next to each asset (scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    // Source maps and the build manifest stay on the server (the manifest is read for preload
    // hints): they would publish the source and the layout of the build.
    allowedPath: (pathName: string) => !isPrivateBuildFile(pathName),
    setHeaders(reply: FastifyReply, path: string) {
      const hashed = path.startsWith(join(distDir, 'assets'));
      void reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    meta?: PageMeta,
  ) => {
    const target = redirectTarget(
      (request.query as { redirect?: unknown }).redirect,
      redirectAllowlist,
    );
    if (target) return reply.header('cache-control', 'no-store').redirect(target, 302);
    void reply.setCookie(LANGUAGE_COOKIE, locale, languageCookieOptions(request));
    const rendering = renderer && serverRendering(request);
    const page = rendering
      ? await renderer.page(request.url, { visitor: request.ip, ...rendering })
      : null;
    // A page the server rendered paints without scripts: they load after it, unhinted, so
    // nothing competes with the page itself for a phone's connection.
    const head = page
      ? ''
      : hints.tagsFor({ locale, pathname: request.url.split('?')[0] ?? '' }) + dataHint(request);
    return reply
      .code(page?.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(shell.render(locale, { meta, head, content: page?.html }));
  };

  app.get('/', (request, reply) => {
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'Cookie')
      .redirect(`/${preferredLocale(request)}`, 302);
  });

  for (const locale of ['de', 'fr', 'it', 'en'] as const) {
    // A shared result link describes that result to messengers and social networks.
    app.get(`/${locale}/result`, async (request, reply) => {
      const { id } = request.query as { id?: unknown };
      const meta = typeof id === 'string' ? await resultMeta({ code: id, locale }) : null;
      return sendShell(request, reply, locale, meta ?? undefined);
    });
    app.get(`/${locale}`, (request, reply) => sendShell(request, reply, locale));
    app.get(`/${locale}/*`, (request, reply) => sendShell(request, reply, locale));
  }

  // A link without a language (e.g. /result?id=...) goes to the visitor's language.
  for (const segment of APP_ROUTE_SEGMENTS) {
    app.get(`/${segment}`, (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      return reply.redirect(`/${preferredLocale(request)}/${segment}${query}`, 302);
    });
  }
};
