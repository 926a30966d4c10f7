// The landing page: what the survey is and the way in, in German and French; the way back to the
// crosses this browser or the account holds; and what entering it does (loaded answers cleared,
// the visit counted in the page's language).
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORT_VERSION_MINUTES } from '@values-cross/core';
import deCommon from '@values-cross/content/locales/de/common.json';
import frCommon from '@values-cross/content/locales/fr/common.json';
import { removeAuth } from '@/lib/auth-session';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { Component as LandingPage } from './LandingPage';
import { keepLogin } from '@/testing/accounts';

const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));

function renderLanding(locale: 'de' | 'fr') {
  const router = createMemoryRouter([{ path: '/:lang', Component: LandingPage }], {
    initialEntries: [`/${locale}`],
  });
  const common = locale === 'fr' ? frCommon : deCommon;
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: { common } })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
}

/** The events the page reported, as the server receives them. */
const reported = () =>
  fetchMock.mock.calls
    .filter(([address]) => String(address) === '/api/v1/events')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateSurvey(() => INITIAL_SURVEY_STATE);
});
afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  removeAuth();
});

describe('LandingPage', () => {
  it.each([
    {
      locale: 'de' as const,
      title: 'Wertekreuz',
      lead: /^Was ist dir wichtig/,
      start: 'Los geht’s',
      duration: `Kurzversion: etwa ${SHORT_VERSION_MINUTES} Minuten`,
    },
    {
      locale: 'fr' as const,
      title: 'Croix des valeurs',
      lead: /^Qu’est-ce qui compte pour toi/,
      start: 'C’est parti',
      duration: new RegExp(`^Version courte\\s:\\senviron ${SHORT_VERSION_MINUTES} minutes$`),
    },
  ])(
    'says what the survey is, how long it takes, and starts it ($locale)',
    ({ locale, title, lead, start, duration }) => {
      renderLanding(locale);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText(lead)).toBeInTheDocument();
      expect(screen.getByText(duration)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: start })).toHaveAttribute(
        'href',
        `/${locale}/chapter/1`,
      );
      // A first visit: nothing to go back to, and only the way in.
      expect(screen.getAllByRole('link')).toHaveLength(1);
      expect(screen.queryByRole('img')).toBeNull();
    },
  );

  it('leads back to the crosses this browser keeps', () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      deviceResults: [{ code: 'A1b2C3d4E5f6', secret: 's' }],
    }));
    renderLanding('de');
    expect(screen.getByRole('link', { name: 'Meine Kreuze' })).toHaveAttribute(
      'href',
      '/de/history',
    );
  });

  it('leads a logged-in person back to their crosses (fr)', () => {
    keepLogin();
    renderLanding('fr');
    expect(screen.getByRole('link', { name: 'Mes croix' })).toHaveAttribute('href', '/fr/history');
  });

  it('clears answers loaded from a stored result, and keeps the visitor’s own', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 1: [101] },
      loadedAnswers: { 2: [201] },
    }));
    renderLanding('de');
    await vi.waitFor(() => expect(getSurveyState().loadedAnswers).toBeNull());
    expect(getSurveyState().answeredQuestions).toEqual({ 1: [101] });
  });

  it('counts the visit once, in the language of the page', async () => {
    renderLanding('fr');
    await vi.waitFor(() => expect(reported()).toHaveLength(1));
    expect(reported()).toEqual([{ event: 'landing_visit', language: 'fr' }]);
  });
});
