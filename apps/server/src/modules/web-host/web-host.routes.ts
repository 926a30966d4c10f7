import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isLocale, LOCALES, type Locale } from '@values-cross/core';
import { pageAt, PAGES } from '@values-cross/web/pages';
import { answerSetPath, apiPath } from '@values-cross/contract/paths';
import { AppShell, type PageMeta } from './app-shell';
import { openDataMeta } from './open-data-meta';
import { BuiltFiles } from './built-files';
import type { RenderedPage } from '@values-cross/web/rendered-page';
import { PageRenderer } from './page-renderer';
import { serverRendering } from './rendering-plan';
import { PAGE_ROUTE_SCHEMA, type PageQuery } from './page-query';
import { PreparedBody } from '../../http/prepared-body';
import { PreloadHints } from './preload-hints';
import { redirectTarget } from './redirect-target';
import { RESULT_CODE_PATTERN } from '../answer-sets';
import { APP_ROUTE_SEGMENTS, LANGUAGE_COOKIE, languageCookieOptions } from './language';
import { pageReading, READING_COOKIE, readingCookieOptions } from './reading';
import { secureCookies } from '../../http/cookie-policy';
import { fromOwnPages } from '../../http/own-origin';
import type { RateLimit } from '../../http/rate-limit';
import type { Config } from '../../config/env';
import { CACHE_CONTROL } from '../../http/cache-policy';
import { FORM_BODY_MAX_BYTES } from '../../config/limits';

export { isPrivateBuildFile } from './built-files';

/** Headers of every page (the shell and rendered pages): revalidated on each use by ETag. */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': CACHE_CONTROL.revalidate,
  vary: 'Cookie',
};

/** The one body a form sent to a page may have. */
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * A page's HTML; `shortLived` when it is not kept for good (compressed the quick way);
 * `uncached` for a page of one visitor alone (what a sent form led to, the login's own page),
 * which no cache may keep.
 */
function htmlBody(
  html: string,
  { shortLived, uncached = false }: { shortLived: boolean; uncached?: boolean },
): PreparedBody {
  const body = Buffer.from(html);
  return new PreparedBody(body, {
    headers: uncached ? { ...HTML_HEADERS, 'cache-control': CACHE_CONTROL.never } : HTML_HEADERS,
    compressible: body.length >= 1024,
    weakEtag: true,
    shortLived,
  });
}

/** A result page's address, in any language. */
const RESULT_PAGE = new RegExp(`^/[a-z]{2}/${PAGES.result.segment}(\\?|$)`);

/** A shared result page will fetch its result at once: let the browser start while it loads scripts. */
function dataHint(url: string, { id }: PageQuery): string {
  return RESULT_PAGE.test(url) && id !== undefined && RESULT_CODE_PATTERN.test(id)
    ? `<link rel="preload" as="fetch" crossorigin href="${apiPath(answerSetPath, { code: id })}" />`
    : '';
}

/** The visitor's language: the LANG cookie, else German (product.md §2). */
export function preferredLocale(request: FastifyRequest): Locale {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  return isLocale(cookie) ? cookie : 'de';
}

/**
 * Serves the built web app from memory: hashed assets cached forever, pages revalidated by ETag
 * (a kept page's HTML compressed once), the root redirected (302, no JavaScript needed) to the
 * language in the LANG cookie, else German.
 */
export const webHostRoutes: FastifyPluginAsyncZod<{
  distDir: string;
  /** Hosts a `?redirect=` may lead to, besides paths on this site. */
  redirectAllowlist: readonly string[];
  /** Link-preview data of a shared result, or null when there is no such result. */
  resultMeta: (input: { code: string; locale: Locale }) => Promise<PageMeta | null>;
  /** The server's settings the cookie rule reads (http/cookie-policy.ts). */
  /**
   * The access token of the login whose refresh cookie a page request carried, or null: the
   * login's own pages (the profile) are rendered from it.
   */
  loginOf?: (request: FastifyRequest) => Promise<string | null>;
  /**
   * The cookies of a page request its form's API calls carry (the login's device and refresh cookies), as a
   * `Cookie` header, or undefined.
   */
  formCookies?: (request: FastifyRequest) => string | undefined;
  /** The per-client limit of forms sent to pages (each is rendered for its request alone). */
  rateLimit?: RateLimit;
  config: Pick<Config, 'NODE_ENV' | 'publicUrl'>;
}> = async (
  app,
  { distDir, resultMeta, redirectAllowlist, loginOf, formCookies, rateLimit = false, config },
) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const shell = new AppShell(distDir);
  const sentForms = rateLimit ? app.createRateLimit(rateLimit) : undefined;
  const hints = new PreloadHints(distDir);
  const renderer = await PageRenderer.load(app, distDir, config.publicUrl);
  const files = new BuiltFiles(distDir);
  // The HTML of a kept page, ready in each coding, for as long as the renderer keeps the page.
  const keptHtml = new WeakMap<RenderedPage, PreparedBody>();
  // The LANG cookie as a header, by language and whether it is Secure: 8 at most.
  const languageCookies = new Map<string, string>();
  const languageCookie = (request: FastifyRequest, locale: Locale) => {
    const secure = secureCookies(config, request);
    const key = `${locale}:${secure}`;
    let header = languageCookies.get(key);
    if (header === undefined) {
      header = app.serializeCookie(LANGUAGE_COOKIE, locale, languageCookieOptions(secure));
      languageCookies.set(key, header);
    }
    return header;
  };

  // Every public file of the build, from memory (built-files.ts); anything else is not found.
  app.get('/*', { compress: false }, (request, reply) => {
    const queryStart = request.url.indexOf('?');
    const file = files.get(queryStart === -1 ? request.url : request.url.slice(0, queryStart));
    return file ? file.send(request, reply) : reply.callNotFound();
  });

  const sendShell = async (
    request: FastifyRequest & { query: PageQuery },
    reply: FastifyReply,
    locale: Locale,
    meta?: () => Promise<PageMeta | null>,
  ) => {
    const target = redirectTarget(request.query.redirect, redirectAllowlist);
    if (target) return reply.header('cache-control', CACHE_CONTROL.never).redirect(target, 302);
    const { reading, remember } = pageReading(request);
    const cookies = [languageCookie(request, locale)];
    if (remember) {
      const options = readingCookieOptions(secureCookies(config, request));
      cookies.push(app.serializeCookie(READING_COOKIE, reading, options));
    }
    void reply.header('set-cookie', cookies);
    const rendering = renderer && serverRendering(request);
    const kept = rendering ? renderer?.keptPage(rendering, reading) : undefined;
    const ready = kept && keptHtml.get(kept);
    if (kept && ready) return ready.send(request, reply, kept.status);

    const pageMeta = (await meta?.()) ?? undefined;
    const access = rendering?.withLogin ? ((await loginOf?.(request)) ?? null) : null;
    const page = rendering
      ? await renderer.page(request.url, { visitor: request.ip, reading, access, ...rendering })
      : null;
    // A page the server rendered paints without scripts: they load after it, unhinted, so
    // nothing competes with the page itself for a phone's connection.
    const head = page
      ? ''
      : hints.tagsFor({ locale, pathname: request.url.split('?')[0] ?? '' }) +
        dataHint(request.url, request.query);
    const keptForGood = Boolean(rendering?.keepAs) && !rendering?.keepForMs;
    const body = htmlBody(
      shell.render(locale, { meta: pageMeta, head, content: page?.html, reading }),
      // A page of the visitor's login is theirs alone: no cache keeps it.
      { shortLived: !keptForGood, uncached: Boolean(rendering?.withLogin) },
    );
    if (page && rendering && renderer?.keptPage(rendering, reading) === page) {
      keptHtml.set(page, body);
    }
    return body.send(request, reply, page?.status ?? 200);
  };

  // A form the browser sent itself, before the page's scripts ran (URL-encoded, as a form is).
  app.addContentTypeParser(
    FORM_TYPE,
    { parseAs: 'string', bodyLimit: FORM_BODY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  /**
   * The page after its route's action, for a page of the table that takes forms: rendered for
   * this request alone (never kept, never stored by a cache). Any other page answers 405.
   */
  const sendSubmitted = async (
    request: FastifyRequest & { query: PageQuery },
    reply: FastifyReply,
    locale: Locale,
  ) => {
    const pathname = request.url.split('?')[0] ?? '';
    const target = pageAt(pathname.split('/').slice(2).join('/'));
    if (!target?.takesForms) {
      return reply.code(405).header('allow', 'GET, HEAD').send();
    }
    // A form acts with the visitor's cookies (a login sets them): only the site's own pages send one.
    if (!fromOwnPages(config, request)) {
      return reply.code(403).header('cache-control', CACHE_CONTROL.never).send();
    }
    // A form is URL-encoded; any other body (text/plain, which other sites may send) is none.
    if (!String(request.headers['content-type']).startsWith(FORM_TYPE)) {
      return reply.code(415).header('cache-control', CACHE_CONTROL.never).send();
    }
    // Each form is rendered for its request alone: a client's forms in every language count
    // together; past the limit the page comes without the form's outcome, as before its scripts.
    const limit = await sentForms?.(request);
    if (limit && !limit.isAllowed && limit.isExceeded) {
      const html = shell.render(locale, { head: hints.tagsFor({ locale, pathname }) });
      void reply.header('retry-after', String(limit.ttlInSeconds));
      return htmlBody(html, { shortLived: true, uncached: true }).send(request, reply, 429);
    }
    const { reading } = pageReading(request);
    const form = typeof request.body === 'string' ? request.body : '';
    // A form of the login's own page (the profile) acts as the login of the visitor's cookie.
    const access = target.rendering === 'login' ? ((await loginOf?.(request)) ?? null) : null;
    const { page, cookies } = (await renderer?.submitted(request.url, {
      visitor: request.ip,
      reading,
      form,
      access,
      cookie: formCookies?.(request),
    })) ?? { page: null, cookies: [] };
    void reply.header('set-cookie', [languageCookie(request, locale), ...cookies]);
    if (page?.location) {
      return reply.header('cache-control', CACHE_CONTROL.never).redirect(page.location, 303);
    }
    const head = page ? '' : hints.tagsFor({ locale, pathname });
    const html = shell.render(locale, { head, content: page?.html, reading });
    return htmlBody(html, { shortLived: true, uncached: true }).send(
      request,
      reply,
      page?.status ?? 200,
    );
  };

  app.get('/', (request, reply) => {
    return reply
      .header('cache-control', CACHE_CONTROL.never)
      .header('vary', 'Cookie')
      .redirect(`/${preferredLocale(request)}`, 302);
  });

  const page = { schema: PAGE_ROUTE_SCHEMA, compress: false } as const;
  for (const locale of LOCALES) {
    // A shared result link describes that result to messengers and social networks.
    app.get(`/${locale}/${PAGES.result.segment}`, page, async (request, reply) => {
      const { id } = request.query;
      const meta = id === undefined ? undefined : () => resultMeta({ code: id, locale });
      return sendShell(request, reply, locale, meta);
    });
    // The open data describes itself to search engines and link previews.
    app.get(`/${locale}/${PAGES.openData.segment}`, page, (request, reply) =>
      sendShell(request, reply, locale, async () => openDataMeta(locale)),
    );
    app.get(`/${locale}`, page, (request, reply) => sendShell(request, reply, locale));
    app.get(`/${locale}/*`, page, (request, reply) => sendShell(request, reply, locale));
    app.post(`/${locale}/*`, page, (request, reply) => sendSubmitted(request, reply, locale));
  }

  // A link without a language (e.g. /result?id=...) goes to the visitor's language.
  for (const segment of APP_ROUTE_SEGMENTS) {
    app.get(`/${segment}`, (request, reply) => {
      const queryStart = request.url.indexOf('?');
      const query = queryStart === -1 ? '' : request.url.slice(queryStart);
      // The language is the visitor's (their cookie): no cache may keep it.
      return reply
        .header('cache-control', CACHE_CONTROL.never)
        .header('vary', 'Cookie')
        .redirect(`/${preferredLocale(request)}/${segment}${query}`, 302);
    });
  }
};
