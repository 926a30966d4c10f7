import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer, valueChanges } from '@/testing/results';
import { forgetHistory, loadHistory, type HistoryData } from './history-route';

// The history route's loader: whose results it reads, which two it compares, and that choosing
// others reads only their change while the person stays on the page.

const fetchMock = vi.fn<typeof fetch>();
const OLD = 'O1d000000000';
const MID = 'M1d000000000';
const NEW = 'N3w000000000';

/** A result of the account as the API lists it. */
const listed = (code: string, createdAt: string) => ({
  ...answerSetAnswer(code).swissCross,
  code,
  createdAt,
  questionnaireVersion: '2027.1',
  longVersionAttempted: false,
});

const change = {
  basis: { kind: 'own' },
  earlier: Array<number>(12).fill(0.5),
  later: Array<number>(12).fill(0.5),
  changes: valueChanges(),
};

/** The API: the account holds OLD and NEW; this browser made MID (and NEW). */
function api({ failing = false } = {}) {
  fetchMock.mockImplementation(async (input) => {
    if (failing) throw new TypeError('network down');
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/v1/account/results/') {
      return jsonResponse(200, [
        listed(NEW, '2026-12-01T10:00:00Z'),
        listed(OLD, '2026-10-01T10:00:00Z'),
      ]);
    }
    if (path.includes('/change-since/')) return jsonResponse(200, change);
    if (path === `/api/v1/answer-set/${MID}`) {
      return jsonResponse(200, { ...answerSetAnswer(MID), createdAt: '2026-11-01T10:00:00Z' });
    }
    if (path === `/api/v1/answer-set/${NEW}`) {
      return jsonResponse(200, { ...answerSetAnswer(NEW), createdAt: '2026-12-01T10:00:00Z' });
    }
    return jsonResponse(404, { detail: 'not_found' });
  });
}

const asked = () =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').pathname);
const load = (query = '') => loadHistory({ request: new Request(`http://x/en/history${query}`) });
const ready = (data: HistoryData) => {
  if (data.status !== 'ready') throw new Error(`not ready: ${data.status}`);
  return data;
};

const login = (id: number) =>
  setAuth({
    token: 'a.b.c',
    id,
    firstName: 'Anna',
    lastName: 'Muster',
    swissCross: null,
    allowedInGallery: false,
  });

beforeAll(() => import('@/lib/api-responses'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateSurvey(() => ({
    ...INITIAL_SURVEY_STATE,
    deviceResults: [
      { code: MID, secret: 's1' },
      { code: NEW, secret: 's2' },
    ],
  }));
  forgetHistory();
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  removeAuth();
});

describe('the history route loader', () => {
  it("reads the account's results and this browser's, newest first, each once", async () => {
    login(7);
    api();
    const data = ready(await load());
    expect(data.entries.map((entry) => [entry.code, entry.inAccount])).toEqual([
      [NEW, true],
      [MID, false],
      [OLD, true],
    ]);
  });

  it('compares the newest two until the person chooses, later since earlier', async () => {
    login(7);
    api();
    const data = ready(await load());
    expect(data.chosen).toEqual([NEW, MID]);
    expect(data.change?.earlier.code).toBe(MID);
    expect(data.change?.later.code).toBe(NEW);
    await expect(data.change?.found).resolves.toMatchObject({ basis: { kind: 'own' } });
    expect(asked()).toContain(`/api/v1/answer-set/${NEW}/change-since/${MID}`);
  });

  it('compares the two the address names, and none while one is chosen', async () => {
    login(7);
    api();
    const two = ready(await load(`?compare=${OLD}.${NEW}`));
    expect([two.change?.earlier.code, two.change?.later.code]).toEqual([OLD, NEW]);
    const one = ready(await load(`?compare=${OLD}`));
    expect(one.chosen).toEqual([OLD]);
    expect(one.change).toBeNull();
  });

  it('reads only the change when the person chooses others, and all again on the next visit', async () => {
    login(7);
    api();
    await load();
    const first = asked().length;
    await load(`?compare=${OLD}.${MID}`);
    expect(asked().slice(first)).toEqual([`/api/v1/answer-set/${MID}/change-since/${OLD}`]);
    forgetHistory();
    await load();
    expect(asked().slice(first + 1)).toContain('/api/v1/account/results/');
  });

  it('reads again for another login', async () => {
    api();
    const anonymous = ready(await load());
    expect(anonymous.entries.map((entry) => entry.code)).toEqual([NEW, MID]);
    login(7);
    const logged = ready(await load());
    expect(logged.entries.map((entry) => entry.code)).toEqual([NEW, MID, OLD]);
    expect(logged.reader).not.toBe(anonymous.reader);
  });

  it('says it failed when the results cannot be read, and reads again next time', async () => {
    login(7);
    api({ failing: true });
    expect(await load()).toMatchObject({ status: 'error' });
    api();
    expect((await load()).status).toBe('ready');
  });
});
