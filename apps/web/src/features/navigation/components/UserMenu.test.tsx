// The user area of the footer: the login link (and the crosses this browser keeps) for a visitor,
// and for a logged-in person the menu of their cross, history, profile and logout; in German and
// French, by pointer and keyboard.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deCommon from '@values-cross/content/locales/de/common.json';
import frCommon from '@values-cross/content/locales/fr/common.json';
import { getAuth, removeAuth } from '@/lib/auth-session';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { UserMenu } from './UserMenu';
import { keepLogin } from '@/testing/accounts';

const fetchMock = vi.fn<typeof fetch>();

function renderUserMenu(locale: 'de' | 'fr') {
  const router = createMemoryRouter([{ path: '*', element: <UserMenu locale={locale} /> }], {
    initialEntries: [`/${locale}/gallery`],
  });
  const common = locale === 'fr' ? frCommon : deCommon;
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: { common } })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return router;
}

function logIn(swissCross: string | null) {
  keepLogin({ swissCross });
}

const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateSurvey(() => INITIAL_SURVEY_STATE);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  removeAuth();
});

describe('UserMenu for a visitor', () => {
  it.each([
    ['de' as const, 'Anmelden'],
    ['fr' as const, 'Connexion'],
  ])('offers the login (%s)', (locale, login) => {
    renderUserMenu(locale);
    expect(screen.getByRole('link', { name: login })).toHaveAttribute('href', `/${locale}/login`);
    expect(hrefs()).toEqual([`/${locale}/login`]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('leads to the crosses this browser keeps, without an account', () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      deviceResults: [{ code: 'A1b2C3d4E5f6', secret: 's' }],
    }));
    renderUserMenu('de');
    expect(screen.getByRole('link', { name: 'Meine Kreuze' })).toHaveAttribute(
      'href',
      '/de/history',
    );
    expect(hrefs()).toEqual(['/de/history', '/de/login']);
  });
});

describe('UserMenu for a logged-in person', () => {
  it('opens on their cross, their crosses over time, the profile and the logout', async () => {
    logIn('A1b2C3d4E5f6');
    renderUserMenu('de');
    const toggle = screen.getByRole('button', { name: 'Menü für Anna' });
    expect(toggle).toHaveTextContent('Anna');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Mein Kreuz' })).toHaveAttribute(
      'href',
      '/de/result?id=A1b2C3d4E5f6',
    );
    expect(screen.getByRole('link', { name: 'Meine Kreuze im Lauf der Zeit' })).toHaveAttribute(
      'href',
      '/de/history',
    );
    expect(screen.getByRole('link', { name: 'Profileinstellungen' })).toHaveAttribute(
      'href',
      '/de/profile',
    );
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('offers to create a cross to someone without one (fr)', async () => {
    logIn(null);
    renderUserMenu('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Menu pour Anna' }));
    expect(screen.getByRole('link', { name: 'Créer une croix' })).toHaveAttribute(
      'href',
      '/fr/chapter/1',
    );
    expect(screen.queryByRole('link', { name: 'Ma croix' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Paramètres du profil' })).toBeVisible();
  });

  it('logs out at the server and returns to the landing page, logged out', async () => {
    logIn('A1b2C3d4E5f6');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const router = renderUserMenu('fr');
    await userEvent.click(screen.getByRole('button', { name: 'Menu pour Anna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/fr'));
    const [address, init] = fetchMock.mock.calls[0] ?? [];
    expect(address).toBe('/api/v1/account/logout/');
    expect(init?.method).toBe('POST');
    expect(getAuth()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeInTheDocument();
  });

  it('logs out in the browser even when the server cannot be reached', async () => {
    logIn(null);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const router = renderUserMenu('de');
    await userEvent.click(screen.getByRole('button', { name: 'Menü für Anna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/de'));
    expect(getAuth()).toBeNull();
  });

  it('works by keyboard: Escape closes the menu and returns to its toggle', async () => {
    logIn(null);
    renderUserMenu('de');
    const user = userEvent.setup();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Menü für Anna' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Kreuz erstellen' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
