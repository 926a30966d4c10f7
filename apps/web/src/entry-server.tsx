// The server renderer: the app's own routes rendered to HTML by React Router's static handler,
// for the server to send before any script runs (built with `vite build --ssr` into dist-ssr/).
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isLocale, LOCALES, READINGS, type Locale, type Reading } from '@values-cross/core';
import { HYDRATION_DATA_ID, scriptJson } from './app/hydration';
import { routes } from './app/routes';
import type { RenderedPage } from './app/rendered-page';
import { contextWith } from './lib/render-context';
import { NAMESPACES, PAGE_NAMESPACES } from './lib/i18n';
import { EasyKitContext, READING_HEADER, ReadingContext, type EasyKit } from './lib/reading';
import { glossaryEntries, type GlossaryFile } from './lib/easy-reading/load-easy-kit';
import { easyParts } from './components/ui/easy/easy-parts';
import { Translator, TranslatorProvider, type Texts } from './lib/translation';
import { overlayTexts } from '@values-cross/content/texts';
import { byPlaceInContent } from './lib/content-files';
import { PageStatus, PageStatusContext } from './lib/page-status';

const catalogues = byPlaceInContent(
  import.meta.glob<Texts>(['@content/locales/*/*.json', '!@content/locales/*/mail.json'], {
    eager: true,
    import: 'default',
  }),
);

/** Each language's glossary of hard words, marked in easy reading. */
const glossaries = byPlaceInContent(
  import.meta.glob<GlossaryFile>('@content/glossary/{de,fr,it,en}.json', {
    eager: true,
    import: 'default',
  }),
);

/** Each language's easy kit: its glossary and the parts only easy reading draws. */
const easyKits = new Map<Locale, EasyKit>(
  LOCALES.map((locale) => [
    locale,
    {
      ...easyParts,
      glossary: glossaryEntries(glossaries[`glossary/${locale}.json`] ?? {}),
    },
  ]),
);

/** Every namespace of the app: the server renders any page in one pass. */
const ALL_NAMESPACES = [...NAMESPACES, ...PAGE_NAMESPACES];

function catalogue(locale: Locale, reading: Reading) {
  const easy = reading === 'easy' ? catalogues[`locales/${locale}/easy.json`] : undefined;
  return Object.fromEntries(
    ALL_NAMESPACES.map((namespace) => {
      const texts = catalogues[`locales/${locale}/${namespace}.json`];
      if (!texts) throw new Error(`Missing catalogue ${locale}/${namespace}`);
      return [namespace, overlayTexts(texts, easy?.[namespace])];
    }),
  );
}

/** One translator per language and reading, with English as the fallback as in the browser. */
const translators = new Map(
  READINGS.flatMap((reading) =>
    LOCALES.map((locale) => [
      `${locale}:${reading}`,
      new Translator(locale, {
        [locale]: catalogue(locale, reading),
        en: catalogue('en', reading),
      }),
    ]),
  ),
);

/**
 * Renders the pages of the app. `api` answers the requests the routes' loaders make (the server
 * passes its own routes, so rendering needs no network); `origin` is the site's public address,
 * which a page that names its own address (the open data's citation) reads from its request.
 */
export function createRenderer(api: typeof fetch, origin = 'http://app.invalid') {
  const handler = createStaticHandler(routes);

  /**
   * The page at a path with query (`/de/result?id=…`) in a reading, or null when the browser must
   * handle it; with `form` (a form the browser sent itself, URL-encoded), the page after its
   * route's action, showing what it led to; with `access`, for the visitor's login (the login's
   * own pages).
   */
  return async function render(
    path: string,
    reading: Reading = 'standard',
    form?: string,
    access: string | null = null,
  ): Promise<RenderedPage | null> {
    const url = new URL(path, origin);
    const headers = { [READING_HEADER]: reading };
    const request =
      form === undefined
        ? new Request(url, { headers })
        : new Request(url, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: form,
          });
    // The routes' loaders find `api` in the request context (lib/api-transport.ts).
    const context = await handler.query(request, { requestContext: contextWith(api, access) });
    if (context instanceof Response) {
      // An action that leads on (a redirect) sends the browser there; other answers are the
      // browser's to handle.
      const location = context.headers.get('location');
      if (form === undefined || !location) return null;
      return { status: 303, keep: false, html: '', location };
    }
    // The language from the path alone: `/fr?reading=easy` is French.
    const lang = url.pathname.split('/')[1];
    const translator = translators.get(`${isLocale(lang) ? lang : 'de'}:${reading}`);
    if (!translator) throw new Error(`No translator for ${lang} in ${reading} reading`);
    const status = new PageStatus();
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = renderToString(
      <PageStatusContext value={status}>
        <ReadingContext value={reading}>
          <EasyKitContext
            value={reading === 'easy' ? (easyKits.get(isLocale(lang) ? lang : 'de') ?? null) : null}
          >
            <TranslatorProvider translator={translator}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </TranslatorProvider>
          </EasyKitContext>
        </ReadingContext>
      </PageStatusContext>,
    );
    // A page that shows a route error is rendered afresh in the browser (nothing to hydrate).
    const data = context.errors
      ? ''
      : `<script type="application/json" id="${HYDRATION_DATA_ID}">${scriptJson({
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: null,
        })}</script>`;
    return {
      status: context.statusCode === 200 ? status.code : context.statusCode,
      keep: status.keep,
      html: markup + data,
    };
  };
}
