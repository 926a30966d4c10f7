// The hamburger menu: the app's own pages and the organisation's links of the language, opened and
// closed by pointer and keyboard, in German and French; a navigation file missing or unreadable.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@values-cross/core';
import deCommunity from '@values-cross/content/locales/de/community.json';
import frCommunity from '@values-cross/content/locales/fr/community.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { NavigationMenu } from './NavigationMenu';

// The menu keeps each language's links for the page's life (links that could not be loaded are
// asked for again), so every test of a language gets the same file: German and French have links (with the line breaks and the trailing comma the file
// may hold), Italian has none, and the English one is unreadable.
function navigationFile(locale: Locale): Response {
  if (locale === 'it') return new Response('Not found', { status: 404 });
  if (locale === 'en') return new Response('<html>maintenance</html>');
  return new Response(`[
    {"title": "Über den Verein", "url": "https://example.org/verein"},
    {"title": "Datenschutz", "url": "/${locale}/privacy"},
  ]`);
}
const fetchMock = vi.fn<typeof fetch>(async (input) =>
  navigationFile(String(input).split('/')[1] as Locale),
);

function renderMenu(locale: Locale) {
  const router = createMemoryRouter([{ path: '*', element: <NavigationMenu locale={locale} /> }], {
    initialEntries: [`/${locale}/result`],
  });
  const community = locale === 'fr' ? frCommunity : deCommunity;
  const view = render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: { community } })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return { router, ...view };
}

/** The menu's one button, whatever it says. */
const toggle = () => screen.getByRole('button');

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('NavigationMenu', () => {
  it('opens on the app’s pages and the organisation’s links, inside the app or out', async () => {
    renderMenu('de');
    const button = screen.getByRole('button', { name: 'Menü' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Menü schliessen');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveAttribute('href', '/de/gallery');
    expect(screen.getByRole('link', { name: 'Kreuz für eine Gruppe' })).toHaveAttribute(
      'href',
      '/de/group',
    );
    expect(await screen.findByRole('link', { name: 'Über den Verein' })).toHaveAttribute(
      'href',
      'https://example.org/verein',
    );
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
  });

  it('speaks French, and asks for a language’s links once however often it shows', async () => {
    const first = renderMenu('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(toggle()).toHaveAccessibleName('Fermer le menu');
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveAttribute('href', '/fr/gallery');
    expect(screen.getByRole('link', { name: 'Croix pour un groupe' })).toHaveAttribute(
      'href',
      '/fr/group',
    );
    await screen.findByRole('link', { name: 'Datenschutz' });
    first.unmount();
    renderMenu('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/fr/privacy',
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(['/fr/navigation.json']);
  });

  it('works by keyboard: Enter opens, Escape closes and returns to the toggle', async () => {
    renderMenu('de');
    const user = userEvent.setup();
    await user.tab();
    expect(toggle()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Galerie' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('closes on a click outside it, and when one of its links is followed', async () => {
    const { router } = renderMenu('de');
    await userEvent.click(toggle());
    await userEvent.click(document.body);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    await userEvent.click(screen.getByRole('link', { name: 'Galerie' }));
    expect(router.state.location.pathname).toBe('/de/gallery');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['missing', 'it' as const],
    ['unreadable', 'en' as const],
  ])('keeps the app’s own pages when the navigation file is %s', async (_, locale) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMenu(locale);
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    await userEvent.click(toggle());
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `/${locale}/gallery`,
      `/${locale}/group`,
    ]);
  });

  it('asks again for links that could not be loaded, the next time the menu shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const first = renderMenu('it');
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    first.unmount();
    fetchMock.mockResolvedValueOnce(
      new Response('[{"title": "Chi siamo", "url": "https://example.org/chi-siamo"}]'),
    );
    renderMenu('it');
    await userEvent.click(toggle());
    expect(await screen.findByRole('link', { name: 'Chi siamo' })).toHaveAttribute(
      'href',
      'https://example.org/chi-siamo',
    );
  });
});
