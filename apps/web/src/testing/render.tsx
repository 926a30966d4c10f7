import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import common from '../../../../content/locales/en/common.json';
import survey from '../../../../content/locales/en/survey.json';
import result from '../../../../content/locales/en/result.json';
import account from '../../../../content/locales/en/account.json';
import community from '../../../../content/locales/en/community.json';
import group from '../../../../content/locales/en/group.json';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common, survey, result, account, community, group } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Renders a component with the English catalogue and a router, as the app would. */
export function renderInApp(element: ReactElement, { path = '/en' }: { path?: string } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

/**
 * Renders a component as the page at `path` of a data router (for components that revalidate or
 * navigate), with any other paths it leads to; returns the router to read where it went.
 */
export function renderInDataRouter(
  element: ReactElement,
  { path = '/en', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return router;
}
