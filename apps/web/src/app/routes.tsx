import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
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
import { PAGE_LIST, type LayoutName, type PageEntry } from './pages';

/** What a page module exports: its component, and a loader where it loads data first. */
type PageModule = Pick<RouteObject, 'loader'> & { Component: ComponentType };

/** Pages in the first bundle, and the others, each a chunk of its own loaded on first visit. */
const ENTRY_PAGES = import.meta.glob<PageModule>('../features/landing/pages/*Page.tsx', {
  eager: true,
});
const LAZY_PAGES = import.meta.glob<PageModule>([
  '../features/*/pages/*Page.tsx',
  '!../features/landing/pages/*Page.tsx',
]);

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  continue: ContinueLayout,
  end: EndLayout,
  home: HomeLayout,
  login: LoginLayout,
  plain: PlainLayout,
  red: RedLayout,
};

/** The route of a page of the table; fails at start when the table names a module that is not there. */
export function pageRoute(page: PageEntry): RouteObject {
  const key = page.module.replace(/^src\//, '../');
  const where = page.segment
    ? { path: page.takesId ? `${page.segment}/:id?` : page.segment }
    : { index: true as const };
  if (page.inEntry) {
    const module = ENTRY_PAGES[key];
    if (!module) throw new Error(`page module not in the first bundle: ${page.module}`);
    return { ...where, Component: module.Component, loader: module.loader };
  }
  const load = LAZY_PAGES[key];
  if (!load) throw new Error(`page module not found: ${page.module}`);
  return { ...where, lazy: load };
}

/** Each layout of spec 2 is a parent route of the pages shown in it (page table: ./pages.ts). */
function layoutRoutes(): RouteObject[] {
  return Object.entries(LAYOUTS).map(([name, Layout]) => ({
    Component: Layout,
    // A page's error (a 404 from its loader) shows inside the language route, in its language.
    errorElement: <ErrorPage />,
    children: PAGE_LIST.filter((page) => page.layout === name).map(pageRoute),
  }));
}

/** `/` in the browser (the server redirects it before any script runs): the remembered language. */
function RootRedirect() {
  return <Navigate to={`/${rememberedLanguage()}`} replace />;
}

/**
 * Every page lives under a language prefix (spec 2). The browser's router (main.tsx) and the
 * server renderer (entry-server.tsx) are built from these same routes.
 */
export const routes: RouteObject[] = [
  { path: '/', Component: RootRedirect },
  {
    path: '/:lang',
    element: <LanguageRoute />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: null,
    children: [...layoutRoutes(), { path: '*', element: <NotFoundPage /> }],
  },
];
