import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { Component as LoginPage } from './LoginPage';

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
});
