import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useActionData, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leafQuestions } from '@values-cross/core';
import { INITIAL_SURVEY_STATE, resultCreated } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { dequeueResult, queuedResults } from '@/state/result-outbox';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer } from '@/testing/results';
import { questionnaire, served, surveyStateOf } from '@/testing/served-questionnaire';
import { loadResult, makeResult, type ResultData } from './result-route';

// The result route owns its data: its action makes the visitor's result and leads to its
// address, its loader is the one reader of the result and its average, and the device's
// answers are read by it where there is no code.

const fetchMock = vi.fn<typeof fetch>();

const created = (code: string) => ({
  ...answerSetAnswer(code, { version: '2026.1', language: 'en' }),
  secret: `secret-of-${code}`,
});

function Probe() {
  const data = useLoaderData<ResultData>();
  const refused = useActionData<typeof makeResult>();
  const made = 'made' in data && data.made ? ' made' : '';
  return <p>{refused ? 'refused' : `${data.status}${made}`}</p>;
}

function resultRouter(entry = '/en/result') {
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/result',
        Component: Probe,
        HydrateFallback: () => null,
        loader: loadResult,
        action: makeResult,
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The visitor presses "next" on the last question: the route's action makes the result. */
async function finish(router: ReturnType<typeof resultRouter>) {
  await router.navigate('/en/result', { formMethod: 'post', formData: new FormData() });
}

/** The paths the page asked the API for, with the method. */
const asked = () =>
  fetchMock.mock.calls.map(
    ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
  );

/** The bodies of the results posted so far. */
const posted = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as { group?: string });

/**
 * The API: results made by POST and read back by their code, the statistics without an average,
 * the questionnaire, anything else unknown.
 */
function answering(made: (body: { group?: string }) => Response) {
  const stored = new Map<string, unknown>();
  fetchMock.mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (init?.method === 'POST') {
      const answer = made(JSON.parse(String(init.body)) as { group?: string });
      const body = (await answer.clone().json()) as { code?: string };
      if (answer.ok && body.code) stored.set(body.code, body);
      return answer;
    }
    const code = path.match(/answer-set\/(\w+)/)?.[1];
    if (code && stored.has(code)) return jsonResponse(200, stored.get(code));
    if (path.endsWith('/statistics/'))
      return jsonResponse(200, { minimumResults: 300, versions: [] });
    if (path.includes('/questionnaire')) return jsonResponse(200, served);
    return jsonResponse(404, { detail: 'not_found' });
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  for (const queued of queuedResults()) dequeueResult(queued.key);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the result route without a code', () => {
  it('knows answers no result was made of yet, and asks nothing of the server', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 1: [101] } }));
    resultRouter();
    expect(await screen.findByText('unmade')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says there is nothing to make a result of, and whether every question was passed', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, passedQuestions: [1, 2] }));
    resultRouter();
    expect(await screen.findByText('no-answers')).toBeInTheDocument();
    await expect(
      loadResult({
        request: new Request('http://x/en/result'),
        params: { lang: 'en' },
        context: undefined,
        url: new URL('http://x/en/result'),
        pattern: '',
      }),
    ).resolves.toEqual({ status: 'no-answers', allPassed: true });
  });

  it("leads to the visitor's own result of these answers instead of making a copy", async () => {
    const answered = { ...INITIAL_SURVEY_STATE, answeredQuestions: { 1: [101] } };
    updateSurvey(() => resultCreated(answered, { code: 'O1b2C3d4E5f6', secret: 's', group: null }));
    answering(() => jsonResponse(500, {}));
    fetchMock.mockResolvedValueOnce(jsonResponse(200, answerSetAnswer('O1b2C3d4E5f6')));
    const router = resultRouter();
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=O1b2C3d4E5f6');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(posted()).toEqual([]);
  });
});

describe('a result made by the route', () => {
  it('is posted once, leads to its address and is read from its making (no second request)', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 3: [301] } }));
    answering(() => jsonResponse(201, created('C1b2C3d4E5f6')));
    const router = resultRouter();
    await screen.findByText('unmade');
    await finish(router);
    expect(await screen.findByText('shown made')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=C1b2C3d4E5f6');
    expect(asked()).toEqual([
      'POST /api/v1/answer-set/',
      'GET /api/v1/answer-set/C1b2C3d4E5f6/explanation',
      'GET /api/v1/statistics/',
    ]);
    // Shown again (the page looks again, or the visitor comes back): not "made" any more.
    await router.revalidate();
    expect(await screen.findByText('shown')).toBeInTheDocument();
  });

  it('joins the group it was taken for; the group is then no longer pending', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 1: [101] },
      groupCode: 'Ab12Cd34Ef',
    }));
    answering(() => jsonResponse(201, created('A1b2C3d4E5f6')));
    const router = resultRouter();
    await finish(router);
    expect(await screen.findByText('shown made')).toBeInTheDocument();
    expect(posted()).toEqual([expect.objectContaining({ group: 'Ab12Cd34Ef', answers: [101] })]);
    expect(getSurveyState()).toMatchObject({
      resultCode: 'A1b2C3d4E5f6',
      resultSecret: 'secret-of-A1b2C3d4E5f6',
      resultGroup: 'Ab12Cd34Ef',
      resultRefused: null,
      groupCode: null,
    });
  });

  it.each([
    [400, 'invalid', 'group_closed'],
    [429, 'rate_limited', 'too_many_joins'],
  ])(
    'is made without a group that refuses it (%i %s), and the visitor is told why',
    async (status, detail, reason) => {
      updateSurvey(() => ({
        ...INITIAL_SURVEY_STATE,
        answeredQuestions: { 2: [201] },
        groupCode: 'Ab12Cd34Ef',
      }));
      answering((body) =>
        body.group
          ? jsonResponse(status, { detail, fields: { group: [reason] } })
          : jsonResponse(201, created('B1b2C3d4E5f6')),
      );
      const router = resultRouter();
      await finish(router);
      expect(await screen.findByText('shown made')).toBeInTheDocument();
      expect(posted().map((body) => body.group)).toEqual(['Ab12Cd34Ef', undefined]);
      expect(getSurveyState()).toMatchObject({
        resultCode: 'B1b2C3d4E5f6',
        resultGroup: null,
        resultRefused: reason,
        groupCode: null,
      });
    },
  );

  it('names the results this browser made before, with their secrets', async () => {
    const kept = [
      { code: 'E1b2C3d4E5f6', secret: 'secret-of-E' },
      { code: 'F1b2C3d4E5f6', secret: 'secret-of-F' },
    ];
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 4: [401] },
      deviceResults: kept,
    }));
    answering(() => jsonResponse(201, created('G1b2C3d4E5f6')));
    const router = resultRouter();
    await finish(router);
    expect(await screen.findByText('shown made')).toBeInTheDocument();
    expect(posted()[0]).toMatchObject({ earlier: kept });
    expect(getSurveyState().deviceResults.map(({ code }) => code)).toEqual([
      'E1b2C3d4E5f6',
      'F1b2C3d4E5f6',
      'G1b2C3d4E5f6',
    ]);
  });

  it('is refused for good (answers the server does not take): the page says so, nothing waits', async () => {
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 5: [501] } }));
    answering(() =>
      jsonResponse(400, { detail: 'invalid', fields: { answers: ['unknown_answer'] } }),
    );
    const router = resultRouter();
    await finish(router);
    expect(await screen.findByText('refused')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});

describe('a result made while the server cannot be reached', () => {
  const leaves = leafQuestions(questionnaire.questions);

  it('is scored on the device, waits to be sent, and shows by its code once stored', async () => {
    updateSurvey(() =>
      surveyStateOf(
        leaves,
        leaves.map(() => 0),
      ),
    );
    answering(() => {
      throw new TypeError('network down');
    });
    const router = resultRouter();
    await finish(router);
    expect(await screen.findByText('unsent made')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(queuedResults()).toHaveLength(1);
    const first = router.state.loaderData;
    // Looked at again while it waits: the same result, not a new one, and not "made" again.
    await router.revalidate();
    expect(await screen.findByText('unsent')).toBeInTheDocument();
    const again = Object.values(router.state.loaderData)[0] as ResultData;
    const before = Object.values(first)[0] as ResultData;
    expect('answerSet' in again && 'answerSet' in before && again.answerSet).toBe(
      'answerSet' in before && before.answerSet,
    );
    // The network is back and the queue sent it: the page looks again and leads to its address.
    answering(() => jsonResponse(201, created('Q1b2C3d4E5f6')));
    const { sendWaitingResults } = await import('@/state/result-sender');
    await sendWaitingResults();
    await router.revalidate();
    expect(await screen.findByText('shown')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=Q1b2C3d4E5f6');
  });

  it('does not keep the visitor waiting on a server that takes the request and never answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      updateSurvey(() =>
        surveyStateOf(
          leaves,
          leaves.map(() => 1),
        ),
      );
      fetchMock.mockImplementation(async (input, init) => {
        const path = new URL(String(input), 'http://x').pathname;
        if (init?.method === 'POST') return new Promise<Response>(() => undefined);
        if (path.includes('/questionnaire')) return jsonResponse(200, served);
        return jsonResponse(200, { minimumResults: 300, versions: [] });
      });
      const router = resultRouter();
      const finishing = finish(router);
      await vi.advanceTimersByTimeAsync(4500);
      await finishing;
      expect(await screen.findByText('unsent made')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
