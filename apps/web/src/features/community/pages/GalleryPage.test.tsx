// The gallery page as its route loads it: the people with portrait or initial and a link to compare
// with each, in German and French; an empty or unreachable gallery; and showing more, page by page.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import deCompare from '@values-cross/content/locales/de/compare.json';
import frCompare from '@values-cross/content/locales/fr/compare.json';
import { prepareAnswerChecks } from '@/lib/api-client';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { jsonResponse } from '@/testing/groups';
import { Component as GalleryPage, loader } from './GalleryPage';

const FIRST_PAGE = '/api/v1/gallery/?limit=24';
const SECOND_PAGE = '/api/v1/gallery/?limit=24&cursor=c2';

/** A person of the gallery as the API sends them. */
function person(id: number, firstName: string, lastInitial: string, portraitUrl: string | null) {
  return {
    id,
    firstName,
    lastInitial,
    portraitUrl,
    swissCross: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`score${i + 1}`, 0.4])),
  };
}

const LEA = person(11, 'Lea', 'M', '/api/v1/portraits/11/lea.webp');
const MARC = person(12, 'Marc', 'B', null);
const ZOE = person(13, 'Zoe', 'K', null);

/** The API's answers by address; an answer may be a response to come later. */
const answers = new Map<string, Response | Promise<Response>>();
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const answer = answers.get(String(input));
  if (!answer) throw new TypeError('offline');
  return answer;
});

function Loading() {
  return null;
}

function renderGallery(locale: 'de' | 'fr') {
  const router = createMemoryRouter(
    [
      { path: '/:lang/gallery', loader, Component: GalleryPage, HydrateFallback: Loading },
      { path: '*', element: null },
    ],
    { initialEntries: [`/${locale}/gallery`] },
  );
  const compare = { de: deCompare, fr: frCompare }[locale];
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: { compare } })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
}

// The checks of the API's answers load once, before the first page waits for them.
beforeAll(() => prepareAnswerChecks());
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  answers.clear();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

describe('GalleryPage', () => {
  it.each([
    {
      locale: 'de' as const,
      lead: 'Die Kreuze aller, die ihres zeigen möchten.',
      portrait: 'Porträt von Lea M.',
      compareLea: 'Mit Lea M. vergleichen',
      compareMarc: 'Mit Marc B. vergleichen',
    },
    {
      locale: 'fr' as const,
      lead: 'Les croix des personnes qui ont choisi de montrer la leur.',
      portrait: 'Portrait de Lea M.',
      compareLea: 'Comparer avec Lea M.',
      compareMarc: 'Comparer avec Marc B.',
    },
  ])(
    'shows each person with portrait or initial and a link to compare ($locale)',
    async ({ locale, lead, portrait, compareLea, compareMarc }) => {
      answers.set(FIRST_PAGE, jsonResponse(200, { results: [LEA, MARC], next: null }));
      renderGallery(locale);
      expect(await screen.findByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible();
      expect(screen.getByText(lead)).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Lea M.',
        'Marc B.',
      ]);
      expect(screen.getByRole('img', { name: portrait })).toHaveAttribute(
        'src',
        '/api/v1/portraits/11/lea.webp',
      );
      // Without a portrait: the initial, which assistive technology skips (the name follows).
      expect(screen.getAllByRole('img')).toHaveLength(1);
      const marc = screen.getByRole('heading', { name: 'Marc B.' }).closest('li');
      expect(marc?.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^M$/);
      expect(screen.getByRole('link', { name: compareLea })).toHaveAttribute(
        'href',
        `/${locale}/compare?with=11`,
      );
      expect(screen.getByRole('link', { name: compareMarc })).toHaveAttribute(
        'href',
        `/${locale}/compare?with=12`,
      );
      // The last page: nothing more to show, no alarm.
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says when nobody is in the gallery yet', async () => {
    answers.set(FIRST_PAGE, jsonResponse(200, { results: [], next: null }));
    renderGallery('de');
    expect(await screen.findByText('Noch ist niemand in der Galerie.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['the server fails', () => answers.set(FIRST_PAGE, jsonResponse(500, { detail: 'error' }))],
    ['the answer has another shape', () => answers.set(FIRST_PAGE, jsonResponse(200, [LEA]))],
    ['the visitor is offline', () => undefined],
  ])('says the gallery could not be loaded when %s, not that it is empty', async (_, answer) => {
    answer();
    renderGallery('fr');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La galerie n’a pas pu être chargée. Réessaie plus tard.',
    );
    expect(screen.queryByText('Personne n’est encore dans la galerie.')).toBeNull();
  });

  it('shows more people on request, saying meanwhile that they are loading', async () => {
    answers.set(FIRST_PAGE, jsonResponse(200, { results: [LEA, MARC], next: 'c2' }));
    let deliver: (response: Response) => void = () => undefined;
    answers.set(SECOND_PAGE, new Promise((resolve) => (deliver = resolve)));
    renderGallery('de');
    const more = await screen.findByRole('button', { name: 'Mehr anzeigen' });
    // Reachable by keyboard after the people's links.
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
    deliver(jsonResponse(200, { results: [ZOE], next: null }));
    expect(await screen.findByRole('heading', { name: 'Zoe K.' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([FIRST_PAGE, SECOND_PAGE]);
  });

  it('keeps the people shown when the next page fails, and says so', async () => {
    answers.set(FIRST_PAGE, jsonResponse(200, { results: [LEA], next: 'c2' }));
    answers.set(SECOND_PAGE, jsonResponse(503, { detail: 'error' }));
    renderGallery('de');
    await userEvent.click(await screen.findByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Galerie konnte nicht geladen werden.',
    );
    expect(screen.getByRole('heading', { name: 'Lea M.' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
