import type { ComponentType } from 'react';
import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { loadPageTexts } from '../lib/i18n';
import { rememberedLanguage } from '../lib/language-cookie';
import { ErrorPage } from './ErrorPage';
import { LanguageRoute } from './LanguageRoute';
import { NotFoundPage } from './NotFoundPage';
import { ContinueLayout } from './layouts/ContinueLayout';
import { DefaultLayout } from './layouts/DefaultLayout';
import { EndLayout } from './layouts/EndLayout';
import { HomeLayout } from './layouts/HomeLayout';
import { LoginLayout } from './layouts/LoginLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { RedLayout } from './layouts/RedLayout';
import { ScreenLayout } from './layouts/ScreenLayout';
import { PAGE_LIST, pageAt, PAGES, type LayoutName, type PageEntry } from './pages';

/**
 * What a page module exports: its component, a loader where it loads data first, an action where
 * forms are sent to it.
 */
type PageModule = Pick<RouteObject, 'loader' | 'action'> & { Component: ComponentType };

/**
 * Pages in the first bundle (the landing page paints first; the newsletter's page shares the
 * form every home and end page shows), and the others, each a chunk of its own loaded on first
 * visit. The page table's `inEntry` names the same pages (pages.test.ts).
 */
const ENTRY_PAGES = import.meta.glob<PageModule>(
  ['../features/landing/pages/*Page.tsx', '../features/newsletter/pages/NewsletterPage.tsx'],
  { eager: true },
);
const LAZY_PAGES = import.meta.glob<PageModule>([
  '../features/*/pages/*Page.tsx',
  '!../features/landing/pages/*Page.tsx',
  '!../features/newsletter/pages/NewsletterPage.tsx',
]);

const LAYOUTS: Record<Exclude<LayoutName, 'embed'>, ComponentType> = {
  default: DefaultLayout,
  continue: ContinueLayout,
  end: EndLayout,
  home: HomeLayout,
  login: LoginLayout,
  plain: PlainLayout,
  red: RedLayout,
  screen: ScreenLayout,
};

/** The language of the page the browser shows now ('de' where there is none). */
function shownLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : 'de';
}

/**
 * A page that needs its own texts (the table's `texts`) gets them with its module, in the
 * language shown (so a page the server rendered hydrates with them), and again before its data
 * in the language of the address (a change of language loads them anew).
 */
function withPageTexts(
  load: () => Promise<PageModule>,
  texts: readonly string[],
): () => Promise<PageModule> {
  return async () => {
    const [module] = await Promise.all([load(), loadPageTexts(shownLocale(), texts)]);
    const loader = typeof module.loader === 'function' ? module.loader : null;
    return {
      ...module,
      loader: async (args: LoaderFunctionArgs) => {
        await loadPageTexts(isLocale(args.params.lang) ? args.params.lang : 'de', texts);
        return loader ? loader(args) : null;
      },
    };
  };
}

/** The route path of a page after the language prefix (`group/{id}/screen` → `group/:id/screen`). */
function routePath(page: PageEntry): string {
  const path = page.segment.replace('{id}', ':id');
  return page.takesId ? `${path}/:id?` : path;
}

/** The routes of each page whose module loads on first visit (a page can be in a layout and embedded). */
const lazyRoutes = new Map<PageEntry, RouteObject[]>();

function withLazyModule(page: PageEntry, route: RouteObject): RouteObject {
  if (route.lazy) lazyRoutes.set(page, [...(lazyRoutes.get(page) ?? []), route]);
  return route;
}

/**
 * Loads the module of the page at a path into its routes, so that a page the server rendered
 * hydrates at once. Found in the page table, which is cheaper than matching the whole route tree.
 */
export async function loadPageModule(pathname: string): Promise<void> {
  const page = pageAt(pathname.split('/').slice(2).join('/'));
  const routesOfPage = page ? (lazyRoutes.get(page) ?? []) : [];
  // A page embedded in another site needs its layout's module too.
  const embedded = pathname.split('/')[2] === PAGES.embed.segment;
  await Promise.all(
    [...routesOfPage, ...(embedded ? [embedLayoutRoute] : [])].map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** The route of a page of the table; fails at start when the table names a module that is not there. */
export function pageRoute(page: PageEntry): RouteObject {
  const key = page.module.replace(/^src\//, '../');
  const where = page.segment ? { path: routePath(page) } : { index: true as const };
  if (page.inEntry) {
    const module = ENTRY_PAGES[key];
    if (!module) throw new Error(`page module not in the first bundle: ${page.module}`);
    return { ...where, Component: module.Component, loader: module.loader, action: module.action };
  }
  const load = LAZY_PAGES[key];
  if (!load) throw new Error(`page module not found: ${page.module}`);
  return { ...where, lazy: page.texts ? withPageTexts(load, page.texts) : load };
}

/** Each layout of product.md §2 is a parent route of the pages shown in it (page table: ./pages.ts). */
function layoutRoutes(): RouteObject[] {
  return Object.entries(LAYOUTS).map(([name, Layout]) => ({
    Component: Layout,
    // A page's error (a 404 from its loader) shows inside the language route, in its language.
    errorElement: <ErrorPage />,
    children: PAGE_LIST.filter((page) => page.layout === name).map((page) =>
      withLazyModule(page, pageRoute(page)),
    ),
  }));
}

/** The embed layout's route: its module loads only for a page embedded in another site. */
const embedLayoutRoute: RouteObject = {
  path: PAGES.embed.segment,
  lazy: () =>
    import('./layouts/EmbedLayout').then(({ EmbedLayout }) => ({ Component: EmbedLayout })),
};

/**
 * The survey embedded in other sites: `/{lang}/embed` starts it, and its pages (the table's
 * `embeddable`) follow under the same prefix, in the embed layout with their own colours.
 */
function embedRoute(): RouteObject {
  const { lazy, loader, Component } = pageRoute(PAGES.embed);
  return Object.assign(embedLayoutRoute, {
    errorElement: <ErrorPage />,
    children: [
      withLazyModule(PAGES.embed, { index: true, lazy, loader, Component }),
      ...PAGE_LIST.filter((page) => page.embeddable).map((page) =>
        withLazyModule(page, { ...pageRoute(page), handle: { layout: page.layout } }),
      ),
    ],
  });
}

/** `/` in the browser (the server redirects it before any script runs): the remembered language. */
function RootRedirect() {
  return <Navigate to={`/${rememberedLanguage()}`} replace />;
}

function NothingYet() {
  return null;
}

/**
 * Every page lives under a language prefix (product.md §2). The browser's router (main.tsx) and the
 * server renderer (entry-server.tsx) are built from these same routes.
 */
export const routes: RouteObject[] = [
  { path: '/', Component: RootRedirect },
  {
    path: '/:lang',
    element: <LanguageRoute />,
    errorElement: <ErrorPage />,
    // Nothing shows while a page only the browser renders loads its module and data (a
    // component, not `null`: the router counts only a present fallback as one, and warns).
    HydrateFallback: NothingYet,
    children: [...layoutRoutes(), embedRoute(), { path: '*', element: <NotFoundPage /> }],
  },
];
