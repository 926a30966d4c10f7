import { StrictMode, startTransition } from 'react';
import { createBrowserRouter, RouterProvider } from './app/browser-router';
import { isLocale } from '@values-cross/core';
import { loadPageModule, routes } from './app/routes';
import { HYDRATION_DATA_ID } from './app/hydration';
import { showLanguage } from './app/show-language';
import { hydrateInSteps } from './lib/hydration-steps';
import { HydrationShell } from './components/ui/HydrateLater';
import { yieldToBrowser } from './lib/main-thread';
import { installErrorReporting } from './lib/telemetry';
import { keepWorkingOffline } from './app/offline';

installErrorReporting(import.meta.env.MODE);

/** The route data the server rendered the page with, if it rendered it. */
function serverRendered(): Parameters<typeof createBrowserRouter>[1] | null {
  const element = document.getElementById(HYDRATION_DATA_ID);
  if (!element?.textContent) return null;
  return { hydrationData: JSON.parse(element.textContent) as object };
}

/**
 * Takes over a page the server rendered: the same language catalogue and the page's module are
 * loaded first, so the first render in the browser is the server's (no flash, no
 * fallback). Each step is a task of its own, so the page stays responsive while it is taken over.
 */
async function hydrate(root: HTMLElement, options: NonNullable<ReturnType<typeof serverRendered>>) {
  const lang = document.documentElement.lang;
  // The app's chunk has just been evaluated in this task: the rest starts in the next one.
  await yieldToBrowser();
  const [{ hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    showLanguage(isLocale(lang) ? lang : 'de'),
    loadPageModule(window.location.pathname),
  ]);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, options);
  await yieldToBrowser();
  hydrateInSteps(() =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <HydrationShell>
            <RouterProvider router={router} />
          </HydrationShell>
        </StrictMode>,
      );
    }),
  );
}

/** Renders a page only the browser renders (its content depends on the visitor's login or link). */
async function render(root: HTMLElement) {
  const lang = window.location.pathname.split('/')[1];
  // The language's texts first: a page that fails in its loader shows its error in them too.
  const [{ createRoot }] = await Promise.all([
    import('react-dom/client'),
    isLocale(lang) ? showLanguage(lang).catch(() => undefined) : undefined,
  ]);
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
// Once the page works, what keeps it working without a network (decision 0059).
void (rendered ? hydrate(root, rendered) : render(root)).then(keepWorkingOffline);
