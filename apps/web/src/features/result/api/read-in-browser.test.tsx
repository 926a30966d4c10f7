import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer, explanationAnswer } from '@/testing/results';
import { useOwnership } from '../hooks/use-ownership';
import { useResult } from './read-in-browser';
import { loadResult, type ResultData } from './result-route';
import { useExplanation } from './use-explanation';

// What the server cannot read when it renders a result (the visitor's login, the explanation,
// which it renders no part of) the route's loader reads in the browser once a part needs it;
// a read that fails leaves the page as it was.

const CODE = 'R1b2C3d4E5f6';
const ME = 7;
const fetchMock = vi.fn<typeof fetch>();

/** The result as the server read it: nobody named as its owner, no explanation. */
const serverRead: ResultData = {
  status: 'shown',
  answerSet: answerSetAnswer(CODE),
  average: null,
  made: false,
};

const explanation = explanationAnswer(CODE);

/** The API as the browser meets it: the result names its owner to the logged-in owner. */
function api({ owner }: { owner: number | null }) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://x');
    if (url.pathname.endsWith('/explanation')) return jsonResponse(200, explanation);
    if (url.pathname.endsWith(`/answer-set/${CODE}`)) {
      const answer = answerSetAnswer(CODE);
      return jsonResponse(200, { ...answer, swissCross: { ...answer.swissCross, owner } });
    }
    return jsonResponse(200, { minimumResults: 300, versions: [] });
  });
}

const asked = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);

function Ownership() {
  const data = useResult(useLoaderData<ResultData>());
  const ownership = useOwnership(
    data.status === 'shown' ? { answerSet: data.answerSet, readAs: data.readAs } : null,
  );
  return <p>{ownership.own ? 'yours' : 'not yours'}</p>;
}

function Arms() {
  const data = useResult(useLoaderData<ResultData>());
  if (data.status !== 'shown') return <p>{data.status}</p>;
  return <Explained data={data} />;
}

function Explained({ data }: { data: Extract<ResultData, { status: 'shown' }> }) {
  const words = { name: (key: string) => key, meaning: () => ({ high: 'h', low: 'l' }) };
  const explained = useExplanation(data.answerSet, data.explanation, 'en', words);
  return <p>{explained ? `${explained.dimensions.length} values explained` : 'no explanation'}</p>;
}

/** The result page as the browser takes it over from the server's rendering. */
function takenOver(Component: () => React.ReactNode) {
  const router = createMemoryRouter(
    [{ id: 'result', path: '/:lang/result', Component, loader: loadResult }],
    {
      initialEntries: [`/en/result?id=${CODE}`],
      hydrationData: { loaderData: { result: serverRead } },
    },
  );
  render(
    <Suspense fallback={<p>waiting</p>}>
      <RouterProvider router={router} />
    </Suspense>,
  );
  return router;
}

// The checks of the API's answers load with the first request: here before the first test.
beforeAll(() => import('@/lib/api-responses'));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  removeAuth();
});

const login = () =>
  setAuth({
    token: 'a.b.c',
    id: ME,
    firstName: 'Anna',
    lastName: 'Muster',
    swissCross: null,
    allowedInGallery: false,
  });

describe('a result the server read, in the browser', () => {
  it("is read again with the login, and is the account's own when the server says so", async () => {
    login();
    api({ owner: ME });
    takenOver(Ownership);
    expect(await screen.findByText('yours')).toBeInTheDocument();
    expect(asked()).toContain(`/api/v1/answer-set/${CODE}`);
  });

  it('is read once for a logged-in visitor who does not own it, and stays not theirs', async () => {
    login();
    api({ owner: null });
    takenOver(Ownership);
    await vi.waitFor(() => expect(asked()).toContain(`/api/v1/answer-set/${CODE}`));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByText('not yours')).toBeInTheDocument();
    expect(asked().filter((path) => path === `/api/v1/answer-set/${CODE}`)).toHaveLength(1);
  });

  it('is not read again for a visitor without a login', async () => {
    api({ owner: null });
    takenOver(Ownership);
    expect(await screen.findByText('not yours')).toBeInTheDocument();
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gets its explanation from the route when a part shows it, in the page’s language', async () => {
    api({ owner: null });
    takenOver(Arms);
    expect(await screen.findByText('8 values explained')).toBeInTheDocument();
    const explained = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((url) => url.pathname.endsWith('/explanation'));
    expect(explained?.searchParams.get('lang')).toBe('en');
  });

  it('stays as it was when the read fails (offline): no notice replaces the result', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    takenOver(Arms);
    expect(await screen.findByText('no explanation')).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(screen.getByText('no explanation')).toBeInTheDocument();
    expect(screen.queryByText('retrying')).not.toBeInTheDocument();
  });
});

describe('a result the browser read', () => {
  it('is read again when the visitor logs in on the page, and is then their own', async () => {
    api({ owner: ME });
    const router = createMemoryRouter(
      [{ id: 'result', path: '/:lang/result', Component: Ownership, loader: loadResult }],
      { initialEntries: [`/en/result?id=${CODE}`] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('not yours')).toBeInTheDocument();
    act(login);
    expect(await screen.findByText('yours')).toBeInTheDocument();
  });
});

describe('the route loader in the browser', () => {
  it('reads the explanation beside the result and says with which login it read', async () => {
    login();
    api({ owner: ME });
    const loaded = await loadResult({
      request: new Request(`http://x/fr/result?id=${CODE}`),
      params: { lang: 'fr' },
      context: undefined,
      url: new URL(`http://x/fr/result?id=${CODE}`),
      pattern: '',
    });
    expect(loaded).toMatchObject({ status: 'shown', readAs: ME });
    const explained = loaded.status === 'shown' ? await loaded.explanation : undefined;
    expect(explained?.dimensions).toHaveLength(8);
    const url = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://x'))
      .find((address) => address.pathname.endsWith('/explanation'));
    expect(url?.searchParams.get('lang')).toBe('fr');
  });
});
