// The privacy policy as its route loads it: every section of the catalogue under its heading, with
// the installation's contact address, in German and French; and the page when the address is
// unavailable. The loader asks the API through the transport of the request (the server's).
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sitePath } from '@values-cross/contract/paths';
import dePrivacy from '@values-cross/content/locales/de/privacy.json';
import frPrivacy from '@values-cross/content/locales/fr/privacy.json';
import { prepareAnswerChecks } from '@/lib/api-client';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/groups';
import { Component as PrivacyPage, loader } from './PrivacyPage';

const CATALOGUES = { de: dePrivacy, fr: frPrivacy };
const EMAIL = 'datenschutz@example.ch';

function Loading() {
  return null;
}

/** The page at /{locale}/privacy, the site's facts answered with this status and body. */
async function renderPrivacy(locale: 'de' | 'fr', status = 200, body: unknown = {}) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input) === sitePath ? jsonResponse(status, body) : jsonResponse(404, {}),
  );
  const router = createMemoryRouter(
    [{ path: '/:lang/privacy', loader, Component: PrivacyPage, HydrateFallback: Loading }],
    { initialEntries: [`/${locale}/privacy`] },
  );
  render(
    <TranslatorProvider
      translator={new Translator(locale, { [locale]: { privacy: CATALOGUES[locale] } })}
    >
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: CATALOGUES[locale].title });
}

/** A text as the page's text is read: every run of spaces (narrow, non-breaking) one space. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

/** The section under the heading `title`. */
const section = (title: string) => screen.getByRole('region', { name: title });

// The checks of the API's answers load once, before the first page waits for them.
beforeAll(() => prepareAnswerChecks());
afterEach(() => vi.unstubAllGlobals());

describe('PrivacyPage', () => {
  it.each(['de', 'fr'] as const)(
    'shows every section of the catalogue under its heading, with the contact address (%s)',
    async (locale) => {
      const texts = CATALOGUES[locale];
      await renderPrivacy(locale, 200, { providerEmail: EMAIL });
      expect(screen.getByText(plain(texts.updated))).toBeInTheDocument();
      const titles = Object.values(texts.sections).map((part) => part.title);
      expect(
        screen
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent)
          .sort(),
      ).toEqual([...titles].sort());
      expect(section(texts.sections.who.title)).toHaveTextContent(EMAIL);
      expect(section(texts.sections.rights.title)).toHaveTextContent(EMAIL);
      expect(within(section(texts.sections.survey.title)).getByRole('paragraph')).toHaveTextContent(
        plain(texts.sections.survey.text),
      );
      expect(document.body).not.toHaveTextContent('{{');
    },
  );

  it('shows the whole policy, saying the address could not be loaded where it would stand', async () => {
    await renderPrivacy('de', 500, { detail: 'error' });
    expect(screen.getAllByRole('region')).toHaveLength(Object.keys(dePrivacy.sections).length);
    expect(within(section(dePrivacy.sections.who.title)).getByRole('paragraph')).toHaveTextContent(
      /^Das Wertekreuz wird vom Verein betrieben/,
    );
    expect(document.body).not.toHaveTextContent('{{');
    expect(document.body).not.toHaveTextContent('@');
    // Where the address would stand, the text says it could not be loaded: no "an ." left.
    expect(section(dePrivacy.sections.who.title)).toHaveTextContent(
      `richtest du an ${dePrivacy.emailUnknown}.`,
    );
    expect(section(dePrivacy.sections.rights.title)).toHaveTextContent(dePrivacy.emailUnknown);
  });

  it('loads the address through the transport of the request it renders', async () => {
    const api = fakeApi({ [sitePath]: { body: { providerEmail: EMAIL } } });
    const url = new URL('http://localhost/fr/privacy');
    const email = await loader({
      request: new Request(url),
      url,
      params: { lang: 'fr' },
      context: api.context,
      pattern: '/:lang/privacy',
    });
    expect(email).toBe(EMAIL);
    expect(api.sent.map((request) => request.path)).toEqual([sitePath]);
  });
});
