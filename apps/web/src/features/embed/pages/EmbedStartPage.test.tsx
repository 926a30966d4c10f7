// The start of the survey embedded in a partner's page (/{lang}/embed?group=CODE): which group it
// loads, what it says, and how "start" goes on, starts afresh or joins the group.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '@values-cross/content/locales/de/group.json';
import en from '@values-cross/content/locales/en/group.json';
import { ApiError } from '@/lib/api-client';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { fakeApi } from '@/testing/fake-api';
import { groupOf, jsonResponse } from '@/testing/groups';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { Component, loader } from './EmbedStartPage';

const translator = new Translator('en', { en: { group: en }, de: { group: de } });
const fetchMock = vi.fn<typeof fetch>();

function args(address: string): Parameters<typeof loader>[0] {
  const url = new URL(address);
  return {
    request: new Request(url),
    url,
    params: { lang: 'en' },
    context: undefined,
    pattern: '',
  };
}

/** The embedded start page at `path`, with its loader, as a partner's frame shows it. */
async function showEmbed(path: string) {
  translator.changeLanguage(path.split('/')[1] ?? 'en');
  const router = createMemoryRouter(
    [
      { path: '/:lang/embed', loader, Component, HydrateFallback: () => null },
      { path: '/:lang/embed/chapter/:number', element: <p>The first chapter</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TranslatorProvider translator={translator}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('the embedded start page’s loader', () => {
  it('loads no group without ?group=', async () => {
    const api = fakeApi({});
    await expect(
      loader({ ...args('http://x/en/embed'), context: api.context }),
    ).resolves.toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('loads the group of ?group=', async () => {
    const api = fakeApi({ '/api/v1/groups/Ab12Cd34Ef': { body: groupOf() } });
    await expect(
      loader({ ...args('http://x/en/embed?group=Ab12Cd34Ef'), context: api.context }),
    ).resolves.toMatchObject({ code: 'Ab12Cd34Ef', name: 'Class 3b' });
  });

  it('is the 404 page for a group the server does not know', async () => {
    const api = fakeApi({});
    await expect(
      loader({ ...args('http://x/en/embed?group=Zz99Yy88Xx'), context: api.context }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('is the 404 page for a code no group can have, without asking the server', async () => {
    const api = fakeApi({});
    await expect(
      loader({ ...args('http://x/en/embed?group=..%2Fadmin'), context: api.context }),
    ).rejects.toMatchObject({ status: 404 });
    expect(api.sent).toEqual([]);
  });

  it('lets a failing server fail, so the page can be tried again', async () => {
    const api = fakeApi({
      '/api/v1/groups/Ab12Cd34Ef': { status: 503, body: { detail: 'unavailable' } },
    });
    const failure = loader({ ...args('http://x/en/embed?group=Ab12Cd34Ef'), context: api.context });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 503, retryable: true });
  });
});

describe('the embedded start page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/v1/groups/Ab12Cd34Ef'
        ? jsonResponse(200, groupOf())
        : String(input) === '/api/v1/groups/Cl0s3dGr0up'
          ? jsonResponse(200, groupOf({ code: 'Cl0s3dGr0up', closed: true }))
          : jsonResponse(404, { detail: 'not_found' }),
    );
    updateSurvey(() => INITIAL_SURVEY_STATE);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('invites to the survey, anonymously, with the privacy policy in a new tab', async () => {
    await showEmbed('/en/embed');
    expect(screen.getByRole('heading', { level: 1, name: 'Values Cross' })).toBeInTheDocument();
    expect(
      screen.getByText('Answer a few questions and see your values as a Swiss cross.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/counts for the group/)).toBeNull();
    const privacy = screen.getByRole('link', { name: 'Privacy policy' });
    expect(privacy).toHaveAttribute('href', '/en/privacy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Start the survey' })).toBeEnabled();
  });

  it('starts the survey inside the frame, going on with the answers given so far', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 1: [101] } }));
    const router = await showEmbed('/en/embed');
    await userEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(await screen.findByText('The first chapter')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/embed/chapter/1');
    expect(getSurveyState()).toMatchObject({ answeredQuestions: { 1: [101] }, groupCode: null });
  });

  it('after an earlier visitor’s finished survey starts afresh, keeping the device’s results', async () => {
    const earlier = { code: 'R1s2t3u4v5w6', secret: 'result-secret' };
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      questionnaireVersion: '2027.1',
      answeredQuestions: { 1: [101] },
      resultCode: earlier.code,
      resultSecret: earlier.secret,
      deviceResults: [earlier],
    }));
    await showEmbed('/en/embed');
    await userEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(getSurveyState()).toMatchObject({
      answeredQuestions: {},
      resultCode: null,
      resultSecret: null,
      questionnaireVersion: '2027.1',
      deviceResults: [earlier],
    });
  });

  it('names the group the result will count for, and the survey is taken for it', async () => {
    const router = await showEmbed('/en/embed?group=Ab12Cd34Ef');
    expect(screen.getByText('Your result counts for the group “Class 3b”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(getSurveyState().groupCode).toBe('Ab12Cd34Ef');
    expect(router.state.location.pathname).toBe('/en/embed/chapter/1');
  });

  it('says when the group is closed, and the survey is then taken without it', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, groupCode: 'Ab12Cd34Ef' }));
    await showEmbed('/en/embed?group=Cl0s3dGr0up');
    expect(screen.getByText('This group is closed to new members.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(getSurveyState().groupCode).toBeNull();
  });

  it('speaks the language of its address, and the survey goes on in it', async () => {
    const router = await showEmbed('/de/embed?group=Ab12Cd34Ef');
    expect(screen.getByRole('heading', { level: 1, name: 'Wertekreuz' })).toBeInTheDocument();
    expect(screen.getByText('Dein Ergebnis zählt für die Gruppe «Class 3b».')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datenschutz' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Umfrage starten' }));
    expect(router.state.location.pathname).toBe('/de/embed/chapter/1');
  });

  it('falls back to German for an address in no language of the product', async () => {
    const router = await showEmbed('/xx/embed');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start the survey' }));
    expect(router.state.location.pathname).toBe('/de/embed/chapter/1');
  });
});
