import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { getAuth, removeAuth } from '@/lib/auth-session';
import { action, Component as LoginPage } from './LoginPage';
import { keepLogin, meAnswer } from '@/testing/accounts';

const fetchMock = vi.fn<typeof fetch>();
const RESEND = 'Send the confirmation e-mail again';

async function logInWith(status: number, detail: string) {
  fetchMock.mockResolvedValue(jsonResponse(status, { detail }));
  renderInDataRouter(<LoginPage />, { path: '/en/login', pattern: '/:lang/login', action });
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

  it('logs in through the page’s action, keeps the login and says so', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('/account/token/')
        ? jsonResponse(200, { access: 'a.b.c' })
        : jsonResponse(200, meAnswer()),
    );
    renderInDataRouter(<LoginPage />, { path: '/en/login', pattern: '/:lang/login', action });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@example.ch');
    await userEvent.type(screen.getByLabelText('Password'), 'Kreuz-Stich-42x');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('You have successfully logged in!')).toBeInTheDocument();
    expect(getAuth()).toMatchObject({ id: 7, firstName: 'Anna', token: 'a.b.c' });
    removeAuth();
  });

  it('checks the form before it is sent: nothing goes out without a password', async () => {
    renderInDataRouter(<LoginPage />, { path: '/en/login', pattern: '/:lang/login', action });
    await userEvent.type(screen.getByLabelText(/E-mail/), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(
      await screen.findByText(/password/i, { selector: '.field__error, [id$="-error"]' }),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the confirmation mail again by the same action, without the password', async () => {
    await logInWith(403, 'email_not_confirmed');
    const resend = await screen.findByRole('button', { name: RESEND });
    await userEvent.clear(screen.getByLabelText('Password'));
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 'OK' }));
    await userEvent.click(resend);
    expect(
      await screen.findByText(
        'We have sent you a new confirmation e-mail. Its link replaces the earlier one.',
      ),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('resend');
    expect(screen.queryByRole('button', { name: RESEND })).toBeNull();
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
