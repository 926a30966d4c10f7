// The compare page as its route loads it: the invitation without a cross, choosing the average or a
// person (by pointer, keyboard or link), the differences in words, searching and showing more
// people, and a result that arrives while the page is open; in German and French.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import deCommunity from '@values-cross/content/locales/de/community.json';
import deCompare from '@values-cross/content/locales/de/compare.json';
import deResult from '@values-cross/content/locales/de/result.json';
import frCommunity from '@values-cross/content/locales/fr/community.json';
import frCompare from '@values-cross/content/locales/fr/compare.json';
import frResult from '@values-cross/content/locales/fr/result.json';
import { prepareAnswerChecks } from '@/lib/api-client';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer, explanationAnswer } from '@/testing/results';
import { Component as ComparePage, loader, shouldRevalidate } from './ComparePage';

const CODE = 'A1b2C3d4E5f6';
const RESULT = `/api/v1/answer-set/${CODE}`;
const FIRST_PAGE = '/api/v1/gallery/?limit=24';

/** The own cross: curiosity at 80 %, technology at 45 %, every other value at 50 %. */
const OWN = [0.8, 0.45, ...Array<number>(10).fill(0.5)];

/** A person of the gallery as the API sends them, every value at 30 %. */
function person(id: number, firstName: string, lastInitial = 'M') {
  return {
    id,
    firstName,
    lastInitial,
    portraitUrl: null,
    swissCross: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`score${i + 1}`, 0.3])),
  };
}

/** The own result explained: curiosity could be 70 to 90 %, every other value 40 to 60 %. */
const explanation = explanationAnswer(CODE, {
  score: (index) => OWN[index] ?? 0.5,
  range: (index) => (index === 0 ? { low: 0.7, high: 0.9 } : { low: 0.4, high: 0.6 }),
});

const statistics = (scores: number[] | null) => ({
  minimumResults: 300,
  versions: [{ questionnaireVersion: '2027.1', all: { results: 412, scores }, languages: {} }],
});

/** The API's answers by address (anything else: 404). */
let answers: Record<string, () => Response> = {};
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const answer = answers[String(input)];
  return answer ? answer() : jsonResponse(404, { detail: 'not_found' });
});

/** An API with the own result, its explanation, the average and a gallery of Lea and Marc. */
function serve(changed: Record<string, () => Response> = {}) {
  answers = {
    [FIRST_PAGE]: () =>
      jsonResponse(200, { results: [person(11, 'Lea'), person(12, 'Marc', 'B')], next: null }),
    [RESULT]: () => jsonResponse(200, answerSetAnswer(CODE, { scores: OWN })),
    [`${RESULT}/explanation?lang=de`]: () => jsonResponse(200, explanation),
    [`${RESULT}/explanation?lang=fr`]: () => jsonResponse(200, explanation),
    '/api/v1/statistics/': () => jsonResponse(200, statistics(Array<number>(12).fill(0.5))),
    ...changed,
  };
}

const TEXTS = {
  de: { compare: deCompare, community: deCommunity, result: deResult },
  fr: { compare: frCompare, community: frCommunity, result: frResult },
};

function Loading() {
  return null;
}

function renderCompare(address: string) {
  const locale = address.startsWith('/fr') ? 'fr' : 'de';
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/compare',
        loader,
        shouldRevalidate,
        Component: ComparePage,
        HydrateFallback: Loading,
      },
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

const withOwnResult = () => updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, resultCode: CODE }));
const resultRequests = () => fetchMock.mock.calls.filter(([input]) => String(input) === RESULT);

// The checks of the API's answers load once, before the first page waits for them.
beforeAll(() => prepareAnswerChecks());
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateSurvey(() => INITIAL_SURVEY_STATE);
  serve();
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  removeAuth();
});

describe('ComparePage without a cross of one’s own', () => {
  it.each([
    {
      locale: 'de',
      title: 'Kreuze vergleichen',
      invitation: /^Du hast noch kein Kreuz/,
      start: 'Zur Umfrage',
    },
    {
      locale: 'fr',
      title: 'Comparer les croix',
      invitation: /^Tu n’as pas encore de croix/,
      start: 'Répondre au questionnaire',
    },
  ])('invites to take the survey ($locale)', async ({ locale, title, invitation, start }) => {
    renderCompare(`/${locale}/compare?with=11`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText(invitation)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: start })).toHaveAttribute(
      'href',
      `/${locale}/chapter/1`,
    );
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('invites too when the own result cannot be read any more', async () => {
    withOwnResult();
    serve({ [RESULT]: () => jsonResponse(404, { detail: 'not_found' }) });
    renderCompare('/de/compare');
    expect(await screen.findByRole('link', { name: 'Zur Umfrage' })).toBeInTheDocument();
  });

  it('shows the comparison once a result is made while the page is open', async () => {
    renderCompare('/de/compare');
    await screen.findByRole('link', { name: 'Zur Umfrage' });
    withOwnResult();
    expect(await screen.findByRole('group', { name: 'Vergleichen mit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zur Umfrage' })).toBeNull();
  });
});

describe('ComparePage with a cross of one’s own', () => {
  beforeEach(withOwnResult);

  it('offers the average and the gallery’s people, and asks to choose', async () => {
    renderCompare('/de/compare');
    const choices = await screen.findByRole('group', { name: 'Vergleichen mit' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Durchschnitt aller Teilnehmenden', 'Lea M.', 'Marc B.']);
    expect(
      within(choices)
        .getAllByRole('radio')
        .filter((radio) => radio.matches(':checked')),
    ).toEqual([]);
    expect(screen.getByText('Dein Kreuz')).toBeInTheDocument();
    expect(
      screen.getByText('Wähle jemanden aus der Liste, um zu vergleichen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // Everything is on one page: no more people to show.
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });

  it('compares with the average from a link, the own ranges deciding what is about the same', async () => {
    renderCompare('/de/compare?with=average');
    const table = await screen.findByRole('table', { name: 'Unterschiede' });
    expect(screen.getByRole('radio', { name: 'Durchschnitt aller Teilnehmenden' })).toBeChecked();
    expect(within(table).getByRole('columnheader', { name: 'Durchschnittskreuz' })).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    // The largest difference first.
    expect(rows[0]).toHaveTextContent(/^Neugier\s*80 %\s*50 %\s*bei dir 30 Punkte höher$/);
    // 5 points below the average, but within the own range: about the same.
    expect(within(table).getByRole('row', { name: /Technik/ })).toHaveTextContent('etwa gleich');
    expect(screen.getByText(/^«Etwa gleich» heisst/)).toBeInTheDocument();
  });

  it('compares with a person chosen by keyboard, without loading the page again (fr)', async () => {
    const router = renderCompare('/fr/compare');
    const average = await screen.findByRole('radio', { name: /^La moyenne/ });
    const user = userEvent.setup();
    await user.tab();
    expect(average).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Lea M.' })).toBeChecked();
    expect(router.state.location.search).toBe('?with=11');
    const table = await screen.findByRole('table', { name: 'Différences' });
    expect(within(table).getByRole('columnheader', { name: 'La croix de Lea' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Curiosité/ })).toHaveTextContent(
      '50 points de plus pour toi',
    );
    expect(screen.getByText('La croix de Lea', { selector: 'li' })).toBeInTheDocument();
    expect(resultRequests()).toHaveLength(1);
  });

  it('switches between people by pointer', async () => {
    renderCompare('/de/compare?with=11');
    await screen.findByRole('columnheader', { name: 'Kreuz von Lea' });
    await userEvent.click(screen.getByRole('radio', { name: 'Marc B.' }));
    expect(await screen.findByRole('columnheader', { name: 'Kreuz von Marc' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Lea M.' })).not.toBeChecked();
    expect(screen.queryByRole('columnheader', { name: 'Kreuz von Lea' })).toBeNull();
  });

  it('says from how many people on the average will be there, and offers it only then', async () => {
    serve({ '/api/v1/statistics/': () => jsonResponse(200, statistics(null)) });
    renderCompare('/de/compare?with=average');
    const average = await screen.findByRole('radio', {
      name: /^Durchschnitt \(verfügbar ab 300\sTeilnehmenden\)$/,
    });
    expect(average).toBeDisabled();
    // Not chosen either: a choice that cannot be made is not shown as made.
    expect(average).not.toBeChecked();
    // A link to the average compares with nothing until there is one.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Wähle jemanden aus der Liste, um zu vergleichen.')).toBeVisible();
  });

  it('finds people by first name, whatever the case and the spaces around', async () => {
    renderCompare('/de/compare');
    const search = await screen.findByRole('searchbox', { name: 'Nach Vornamen suchen' });
    await userEvent.type(search, '  LE ');
    expect(screen.getByRole('radio', { name: 'Lea M.' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Marc B.' })).toBeNull();
    // The average stays a choice whatever is searched.
    expect(screen.getByRole('radio', { name: 'Durchschnitt aller Teilnehmenden' })).toBeEnabled();
    await userEvent.clear(search);
    await userEvent.type(search, 'x');
    expect(screen.queryByRole('radio', { name: /M\.$|B\.$/ })).toBeNull();
  });

  it('does not offer the logged-in visitor to compare with themselves', async () => {
    updateSurvey(() => INITIAL_SURVEY_STATE);
    setAuth({
      token: 'a.b.c',
      id: 12,
      firstName: 'Marc',
      lastName: 'Beispiel',
      swissCross: CODE,
      allowedInGallery: true,
    });
    renderCompare('/de/compare');
    expect(await screen.findByRole('radio', { name: 'Lea M.' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Marc B.' })).toBeNull();
  });

  it('compares with someone a link names who is beyond the gallery’s first page', async () => {
    serve({ '/api/v1/gallery/99/': () => jsonResponse(200, person(99, 'Zoe', 'K')) });
    renderCompare('/de/compare?with=99');
    expect(await screen.findByRole('columnheader', { name: 'Kreuz von Zoe' })).toBeVisible();
    expect(screen.queryByRole('radio', { name: 'Zoe K.' })).toBeNull();
  });

  it('asks to choose when the person a link names is not in the gallery', async () => {
    renderCompare('/de/compare?with=98');
    expect(
      await screen.findByText('Wähle jemanden aus der Liste, um zu vergleichen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows more people to choose from on request', async () => {
    serve({
      [FIRST_PAGE]: () => jsonResponse(200, { results: [person(11, 'Lea')], next: 'c2' }),
      [`${FIRST_PAGE}&cursor=c2`]: () =>
        jsonResponse(200, { results: [person(13, 'Zoe', 'K')], next: null }),
    });
    renderCompare('/de/compare');
    await userEvent.click(await screen.findByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByRole('radio', { name: 'Zoe K.' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lea M.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
  });
  it('loads one page at a time: a second press while it loads lists nobody twice', async () => {
    let answerPage: () => void = () => undefined;
    serve({
      [FIRST_PAGE]: () => jsonResponse(200, { results: [person(11, 'Lea')], next: 'c2' }),
    });
    const secondPage = new Promise<Response>((resolve) => {
      answerPage = () =>
        resolve(jsonResponse(200, { results: [person(13, 'Zoe', 'K')], next: null }));
    });
    // The second page answers when the test says so (the API's answers are read in turn).
    answers[`${FIRST_PAGE}&cursor=c2`] = () => secondPage as unknown as Response;
    renderCompare('/de/compare');
    const more = await screen.findByRole('button', { name: 'Mehr anzeigen' });
    await userEvent.click(more);
    // While the page loads, the button is gone and the page says so.
    expect(screen.queryByRole('button', { name: 'Mehr anzeigen' })).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    answerPage();
    expect(await screen.findByRole('radio', { name: 'Zoe K.' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Zoe K.' })).toHaveLength(1);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input) === `${FIRST_PAGE}&cursor=c2`),
    ).toHaveLength(1);
  });
  it('says when more people could not be loaded, and tries again on request', async () => {
    let fail = true;
    serve({
      [FIRST_PAGE]: () => jsonResponse(200, { results: [person(11, 'Lea')], next: 'c2' }),
      [`${FIRST_PAGE}&cursor=c2`]: () =>
        fail
          ? jsonResponse(500, { detail: 'error' })
          : jsonResponse(200, { results: [person(13, 'Zoe', 'K')], next: null }),
    });
    renderCompare('/de/compare');
    await userEvent.click(await screen.findByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(await screen.findByRole('radio', { name: 'Zoe K.' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lea M.' })).toBeInTheDocument();
  });
});
