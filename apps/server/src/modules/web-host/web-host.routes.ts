import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale, type Locale } from '@values-cross/core';
import { AppShell, type PageMeta } from './app-shell';
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

  const sendShell = (
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
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(
        shell.render(locale, {
          meta,
          head:
            hints.tagsFor({ locale, pathname: request.url.split('?')[0] ?? '' }) +
            dataHint(request),
        }),
      );
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
