// The footer of every page: its labelled navigation (home, share, user area, menu, languages) in
// German and French, the share window with the page's address, and `?logout` logging out.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deCommon from '@values-cross/content/locales/de/common.json';
import deCommunity from '@values-cross/content/locales/de/community.json';
import deResultOpened from '@values-cross/content/locales/de/result-opened.json';
import frCommon from '@values-cross/content/locales/fr/common.json';
import frCommunity from '@values-cross/content/locales/fr/community.json';
import { getAuth, removeAuth } from '@/lib/auth-session';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { SiteFooter } from './SiteFooter';
import { keepLogin } from '@/testing/accounts';

const TEXTS = {
  de: { common: deCommon, community: deCommunity, 'result-opened': deResultOpened },
  fr: { common: frCommon, community: frCommunity },
};

const fetchMock = vi.fn<typeof fetch>();

function renderFooter(address: string, locale: 'de' | 'fr' = 'de') {
  const router = createMemoryRouter(
    [
      { path: '/:lang/*', element: <SiteFooter /> },
      { path: '*', element: null },
    ],
    { initialEntries: [address] },
  );
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: TEXTS[locale] })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return router;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The footer menu's own links: none in these tests.
  fetchMock.mockImplementation(async () => new Response('[]'));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  removeAuth();
});

describe('SiteFooter', () => {
  it.each([
    {
      locale: 'de' as const,
      navigation: 'Navigation in der Fusszeile',
      home: 'Wertekreuz – Startseite',
      share: 'Teilen',
      login: 'Anmelden',
      menu: 'Menü',
      languages: 'Sprache',
    },
    {
      locale: 'fr' as const,
      navigation: 'Navigation du pied de page',
      home: 'Croix des valeurs – accueil',
      share: 'Partager',
      login: 'Connexion',
      menu: 'Menu',
      languages: 'Langue',
    },
  ])(
    'holds home, share, login and menu, and the page in other languages ($locale)',
    ({ locale, navigation, home, share, login, menu, languages }) => {
      renderFooter(`/${locale}/gallery?page=2`, locale);
      const footer = screen.getByRole('contentinfo');
      const bar = within(footer).getByRole('navigation', { name: navigation });
      expect(within(bar).getByRole('link', { name: home })).toHaveAttribute('href', `/${locale}`);
      expect(within(bar).getByRole('button', { name: share })).toBeVisible();
      expect(within(bar).getByRole('link', { name: login })).toHaveAttribute(
        'href',
        `/${locale}/login`,
      );
      expect(within(bar).getByRole('button', { name: menu })).toBeVisible();
      const switcher = within(footer).getByRole('navigation', { name: languages });
      expect(within(switcher).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
        'href',
        '/it/gallery?page=2',
      );
      expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        '/en/gallery?page=2',
      );
    },
  );

  it('opens the share window on the page’s address, and closes it again', async () => {
    // A modal dialog opens as in a browser (the test's document has no modal dialogs).
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
      },
    });
    window.history.replaceState(null, '', '/de/result?id=A1b2C3d4E5f6&logout');
    renderFooter('/de/result?id=A1b2C3d4E5f6');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Teilen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wertekreuz teilen' });
    // The address shared is the page's, without a logout in it.
    expect(
      within(dialog).getByText(`${window.location.origin}/de/result?id=A1b2C3d4E5f6`),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schliessen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeVisible();
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('logs out with ?logout and returns to the landing page of the language', async () => {
    keepLogin();
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/navigation.json')
        ? new Response('[]')
        : new Response(null, { status: 204 }),
    );
    const router = renderFooter('/fr/result?id=A1b2C3d4E5f6&logout', 'fr');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/fr'));
    // The address with ?logout is replaced: going back does not log out again.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('');
    expect(getAuth()).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/account/logout/',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('keeps what a browser without a login holds when an address says ?logout', async () => {
    localStorage.setItem('vc-kept-by-a-visitor', 'results made without an account');
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith('/navigation.json')
        ? new Response('[]')
        : new Response(null, { status: 204 }),
    );
    const router = renderFooter('/de/result?id=A1b2C3d4E5f6&logout', 'de');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/de'));
    expect(localStorage.getItem('vc-kept-by-a-visitor')).toBe('results made without an account');
    localStorage.removeItem('vc-kept-by-a-visitor');
  });

  it('leads to German pages when the address has no language it knows', async () => {
    renderFooter('/xx/gallery');
    expect(screen.getByRole('link', { name: 'Wertekreuz – Startseite' })).toHaveAttribute(
      'href',
      '/de',
    );
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/de/login');
    await userEvent.click(screen.getByRole('button', { name: 'Menü' }));
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveAttribute('href', '/de/gallery');
  });
});
