import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Translator, TranslatorProvider } from '../lib/translation';
import common from '@values-cross/content/locales/en/common.json';
import survey from '@values-cross/content/locales/en/survey.json';
import result from '@values-cross/content/locales/en/result.json';
import resultPage from '@values-cross/content/locales/en/result-page.json';
import resultOpened from '@values-cross/content/locales/en/result-opened.json';
import account from '@values-cross/content/locales/en/account.json';
import community from '@values-cross/content/locales/en/community.json';
import compare from '@values-cross/content/locales/en/compare.json';
import group from '@values-cross/content/locales/en/group.json';
import groupAdmin from '@values-cross/content/locales/en/group-admin.json';
import history from '@values-cross/content/locales/en/history.json';

const translator = new Translator('en', {
  en: {
    common,
    survey,
    result,
    'result-page': resultPage,
    'result-opened': resultOpened,
    account,
    community,
    compare,
    group,
    'group-admin': groupAdmin,
    history,
  },
});

/** Renders a component with the English catalogue and a router, as the app would. */
export function renderInApp(element: ReactElement, { path = '/en' }: { path?: string } = {}) {
  return render(
    <TranslatorProvider translator={translator}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </TranslatorProvider>,
  );
}

/**
 * Renders a component as the page at `path` of a data router (for components that revalidate or
 * navigate), with the page's route `action` and `loader` if it has them and any other paths it leads to;
 * returns the router to read where it went.
 */
export function renderInDataRouter(
  element: ReactElement,
  {
    path = '/en',
    pattern = '*',
    action,
    loader,
  }: {
    path?: string;
    pattern?: string;
    action?: RouteObject['action'];
    loader?: RouteObject['loader'];
  } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element, action, loader, HydrateFallback: () => null },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <TranslatorProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return router;
}

/**
 * Renders inside `act` and waits for what it started: a part that waits on a promise (`use`)
 * shows what it came to, as it would in the browser once the network answered.
 */
export async function renderSettled<T>(render: () => T): Promise<T> {
  let rendered: T | undefined;
  await act(async () => {
    rendered = render();
  });
  return rendered as T;
}
