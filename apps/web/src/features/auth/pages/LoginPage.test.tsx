import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { removeAuth } from '@/lib/auth-session';
import { Component as LoginPage } from './LoginPage';
import { keepLogin } from '@/testing/accounts';

const fetchMock = vi.fn<typeof fetch>();

async function logInWith(status: number, detail: string) {
  fetchMock.mockResolvedValue(jsonResponse(status, { detail }));
  renderInDataRouter(<LoginPage />, { path: '/en/login', pattern: '/:lang/login' });
  await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@example.org');
  await userEvent.type(screen.getByLabelText('Password'), 'Kreuz-Stich-42x');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says when others’ wrong passwords paused the account, and offers a reset that works at once', async () => {
    await logInWith(429, 'account_waiting');
    expect(
      await screen.findByText(/^Several wrong passwords were entered for this address/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set a new password now' })).toHaveAttribute(
      'href',
      '/en/passwordreset',
    );
  });

  it('keeps the plain message, without the reset offer, when the client itself tried too often', async () => {
    await logInWith(429, 'too_many_attempts');
    expect(await screen.findByText(/^Too many attempts/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set a new password now' })).toBeNull();
  });

  it('says who is logged in, and logs out to the landing page', async () => {
    keepLogin();
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const router = renderInDataRouter(<LoginPage />, {
      path: '/en/login',
      pattern: '/:lang/login',
    });
    expect(screen.getByRole('status')).toHaveTextContent('You are logged in as Anna.');
    expect(screen.queryByLabelText('Password')).toBeNull();
    const logout = screen.getByRole('button', { name: 'Log out' });
    // Before the scripts run, the button sends the page's form to its action.
    expect(logout.closest('form')).toHaveAttribute('action', '/en/login');
    expect(logout).toHaveAttribute('value', 'logout');
    await userEvent.click(logout);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en'));
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/v1/account/logout/');
    removeAuth();
  });
});
