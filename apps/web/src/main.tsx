import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { isLocale } from '@values-cross/core';
import { routes } from './app/routes';
import { HYDRATION_DATA_ID } from './app/hydration';
import { switchLocale } from './lib/i18n';
import './app/styles.css';
void import('./lib/telemetry').then((t) => t.installErrorReporting(import.meta.env.MODE));

/** The route data the server rendered the page with, if it rendered it. */
function serverRendered(): Parameters<typeof createBrowserRouter>[1] | null {
  const element = document.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  return { hydrationData: JSON.parse(element.textContent) as object };
}

/**
 * Takes over a page the server rendered: the same language catalogue and the matched pages'
 * modules are loaded first, so the first render in the browser is the server's (no flash, no
 * fallback); hydration runs as a transition, in slices that leave the page responsive.
 */
async function hydrate(root: HTMLElement, options: NonNullable<ReturnType<typeof serverRendered>>) {
  const lang = document.documentElement.lang;
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    switchLocale(isLocale(lang) ? lang : 'de'),
    ...matched.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  ]);
  const router = createBrowserRouter(routes, options);
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

/** Renders a page only the browser renders (its content depends on the visitor's login or link). */
async function render(root: HTMLElement) {
  const lang = window.location.pathname.split('/')[1];
  // The language's texts first: a page that fails in its loader shows its error in them too.
  if (isLocale(lang)) await switchLocale(lang).catch(() => undefined);
  const router = createBrowserRouter(routes);
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const rendered = serverRendered();
if (rendered) {
  void hydrate(root, rendered);
} else {
  void render(root);
}
