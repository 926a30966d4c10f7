import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer } from '@/testing/results';
import { useResult } from './use-result';

const fetchMock = vi.fn<typeof fetch>();

const created = (code: string) => ({
  ...answerSetAnswer(code, { version: '2026.1', language: 'en' }),
  secret: `secret-of-${code}`,
});

function Probe() {
  const { load } = useResult('en');
  const { state } = useLocation();
  return (
    <p>
      {load.status} {JSON.stringify(state)}
    </p>
  );
}

function renderResultPage() {
  const router = createMemoryRouter(
    [{ path: '/:lang/result', Component: Probe, loader: () => null }],
    {
      initialEntries: ['/en/result'],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The bodies of the results posted so far. */
const posted = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as { group?: string });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('a result taken for a group', () => {
  it('joins the group when it is created; the group is then no longer pending', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 1: [101] },
      groupCode: 'Ab12Cd34Ef',
    }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('A1b2C3d4E5f6')));
    const router = renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted()).toEqual([expect.objectContaining({ group: 'Ab12Cd34Ef', answers: [101] })]);
    expect(getSurveyState()).toMatchObject({
      resultCode: 'A1b2C3d4E5f6',
      resultSecret: 'secret-of-A1b2C3d4E5f6',
      resultGroup: 'Ab12Cd34Ef',
      groupCode: null,
    });
    expect(router.state.location.search).toBe('?id=A1b2C3d4E5f6');
  });

  it('a group closed meanwhile does not cost the result: it is made without the group, and the page is told', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 2: [201] },
      groupCode: 'Ab12Cd34Ef',
    }));
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(400, { detail: 'invalid', fields: { group: ['group_closed'] } }),
      )
      .mockResolvedValueOnce(jsonResponse(201, created('B1b2C3d4E5f6')));
    const router = renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted().map((body) => body.group)).toEqual(['Ab12Cd34Ef', undefined]);
    expect(getSurveyState()).toMatchObject({
      resultCode: 'B1b2C3d4E5f6',
      resultGroup: null,
      groupCode: null,
    });
    expect(router.state.location.state).toMatchObject({ groupRefused: 'group_closed' });
  });

  it('a group that took many results from this network just now does not cost the result either', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 2: [202] },
      groupCode: 'Ab12Cd34Ef',
    }));
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse(429, { detail: 'rate_limited', fields: { group: ['too_many_joins'] } }),
      )
      .mockResolvedValueOnce(jsonResponse(201, created('D1b2C3d4E5f6')));
    const router = renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted().map((body) => body.group)).toEqual(['Ab12Cd34Ef', undefined]);
    expect(getSurveyState()).toMatchObject({ resultCode: 'D1b2C3d4E5f6', resultGroup: null });
    expect(router.state.location.state).toMatchObject({ groupRefused: 'too_many_joins' });
  });

  it('without a group the result is posted without one', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 3: [301] } }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('C1b2C3d4E5f6')));
    renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted()[0]).not.toHaveProperty('group');
    expect(getSurveyState().resultGroup).toBeNull();
  });
});

describe('a new result of a browser that made results before', () => {
  it('names them with their secrets, so that the population counts the person once', async () => {
    const kept = [
      { code: 'E1b2C3d4E5f6', secret: 'secret-of-E' },
      { code: 'F1b2C3d4E5f6', secret: 'secret-of-F' },
    ];
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 4: [401] },
      deviceResults: kept,
    }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('G1b2C3d4E5f6')));
    renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted()[0]).toMatchObject({ earlier: kept });
    expect(getSurveyState().deviceResults.map(({ code }) => code)).toEqual([
      'E1b2C3d4E5f6',
      'F1b2C3d4E5f6',
      'G1b2C3d4E5f6',
    ]);
  });

  it('a first result names none', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 5: [501] } }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('H1b2C3d4E5f6')));
    renderResultPage();
    expect(await screen.findByText(/^ready/)).toBeInTheDocument();
    expect(posted()[0]).not.toHaveProperty('earlier');
  });
});
