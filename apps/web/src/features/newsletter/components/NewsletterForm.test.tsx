import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Translator, TranslatorProvider } from '@/lib/translation';
import common from '@values-cross/content/locales/en/common.json';
import { action } from '../pages/NewsletterPage';
import { NewsletterForm } from './NewsletterForm';

/** The form on a page, and the newsletter page whose action it is sent to, as in the app. */
async function renderForm(pageLoader: () => null = () => null) {
  const router = createMemoryRouter(
    [
      { path: '/:lang', loader: pageLoader, element: <NewsletterForm /> },
      { path: '/:lang/newsletter', action, element: null },
    ],
    { initialEntries: ['/en'] },
  );
  render(
    <TranslatorProvider translator={new Translator('en', { en: { common } })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  await screen.findByRole('button', { name: /subscribe/i });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewsletterForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a name with an unseen character is refused, and sends nothing', async () => {
    const sent = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
    vi.stubGlobal('fetch', sent);
    await renderForm();
    type(/e-mail/i, 'anna@example.ch');
    type(/first name/i, 'An\u202ena');
    fireEvent.click(screen.getByRole('button', { name: /subscribe/i }));
    await waitFor(() =>
      expect(screen.getByLabelText(/first name/i)).toHaveAccessibleDescription(
        'Please use visible characters only.',
      ),
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('says what is wrong with the e-mail and keeps what was typed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderForm();
    type(/e-mail/i, 'anna.example.ch');
    type(/last name/i, 'Muster');
    fireEvent.click(screen.getByRole('button', { name: /subscribe/i }));
    await waitFor(() =>
      expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('anna.example.ch');
    expect(screen.getByLabelText(/last name/i)).toHaveValue('Muster');
  });

  it('sends the subscription in the page’s language and tells to confirm from the inbox', async () => {
    const sent = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(null, { status: 201 })),
    );
    vi.stubGlobal('fetch', sent);
    const pageLoads = vi.fn(() => null);
    await renderForm(pageLoads);
    expect(pageLoads).toHaveBeenCalledTimes(1);
    type(/e-mail/i, ' anna@example.ch ');
    fireEvent.click(screen.getByRole('button', { name: /subscribe/i }));
    await waitFor(() => expect(screen.getByText(/please check your inbox/i)).toBeVisible());
    expect(sent).toHaveBeenCalledTimes(1);
    const [address, init] = sent.mock.calls[0] ?? [];
    expect(String(address)).toBe('/api/v1/user/');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@example.ch', language: 'en' });
    // Sent from the page: the page's data is not loaded again.
    expect(pageLoads).toHaveBeenCalledTimes(1);
  });
});
