// The kiosk session of a tab (where each visitor starts) and the reset between two visitors:
// what it tells the server, what it erases from the browser, what it keeps and where it goes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutPath, tokenDevicePath } from '@values-cross/contract/paths';
import { KIOSK_KEY } from '@/domain/kiosk/kiosk-key';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import { getAuth, removeAuth, setAuth } from '@/lib/auth-session';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import {
  HISTORY_STEP_WAIT_MS,
  historyIndex,
  kioskSession,
  resetForNextPerson,
  saveKioskSession,
} from './kiosk-session';

const START = '/en/group/Ab12Cd34Ef?kiosk=1';
const fetchMock = vi.fn<typeof fetch>();
const replace = vi.fn<(url: string) => void>();
const realLocation = window.location;

/** The requests sent to the API, as "METHOD path". */
const requests = () =>
  fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);

/** The browser's history as a visitor left it: the start page, then `pages` after it. */
function visited(pages: readonly string[]) {
  window.history.replaceState({ idx: 0 }, '', START);
  const atStart = window.history.length;
  pages.forEach((page, i) => window.history.pushState({ idx: i + 1 }, '', page));
  return atStart;
}

describe('the kiosk session of a tab', () => {
  afterEach(() => sessionStorage.clear());

  it('is none in an ordinary tab', () => {
    expect(kioskSession()).toBeNull();
  });

  it('is kept for the tab only, never for the site', () => {
    saveKioskSession({ start: START, startIndex: 3 });
    expect(kioskSession()).toEqual({ start: START, startIndex: 3 });
    expect(localStorage.length).toBe(0);
  });

  it.each([
    ['broken text', '{"start":'],
    ['no start', JSON.stringify({ startIndex: 0 })],
    ['a start that is no address', JSON.stringify({ start: 7, startIndex: 0 })],
    ['no place in the history', JSON.stringify({ start: START, startIndex: '0' })],
    ['no object', '"kiosk"'],
  ])('is none when what is stored is unusable (%s)', (_, stored) => {
    sessionStorage.setItem(KIOSK_KEY, stored);
    expect(kioskSession()).toBeNull();
  });
});

describe('the place in the history', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is the index the router keeps in the history entry', () => {
    window.history.replaceState({ idx: 4, key: 'x' }, '');
    expect(historyIndex()).toBe(4);
  });

  it.each([
    ['no state', null],
    ['a state without index', { key: 'x' }],
    ['an index that is no number', { idx: '4' }],
  ])('is 0 with %s', (_, state) => {
    window.history.replaceState(state, '');
    expect(historyIndex()).toBe(0);
  });
});

describe('the reset for the next person', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(jsonResponse(204));
    Object.defineProperty(window, 'location', {
      value: { ...realLocation, replace },
      writable: true,
      configurable: true,
    });
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', {
      value: realLocation,
      writable: true,
      configurable: true,
    });
    fetchMock.mockReset();
    replace.mockReset();
    vi.unstubAllGlobals();
    removeAuth({ reason: 'expired' });
    updateSurvey(() => INITIAL_SURVEY_STATE);
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('erases everything the visitor left in the browser, and keeps the tab a kiosk', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      answeredQuestions: { 1: [101] },
      resultCode: 'R1s2t3u4v5w6',
      resultSecret: 'result-secret',
      deviceResults: [{ code: 'R1s2t3u4v5w6', secret: 'result-secret' }],
    }));
    rememberAdminSecret('Zz99Yy88Xx', 'their-admin-secret');
    sessionStorage.setItem('values-cross:something-of-the-visitor', 'x');
    saveKioskSession({ start: START, startIndex: 0 });
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.getItem('values-cross:something-of-the-visitor')).toBeNull();
    expect(kioskSession()).toEqual({ start: START, startIndex: 0 });
  });

  it('keeps the results of earlier visitors that wait to be sent, and nothing else', async () => {
    const waiting = JSON.stringify([{ key: 'k'.repeat(43), madeAt: '2026-12-07T09:00:00Z' }]);
    localStorage.setItem('values-cross:outbox', waiting);
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 1: [101] } }));
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(localStorage.getItem('values-cross:outbox')).toBe(waiting);
    expect(localStorage.length).toBe(1);
    localStorage.clear();
  });

  it('ends the login of a logged-in visitor and has the server forget the browser', async () => {
    setAuth({
      token: 'visitor-token',
      id: 7,
      firstName: 'Anna',
      lastName: 'Muster',
      swissCross: null,
      allowedInGallery: false,
    });
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(requests()).toEqual([`POST ${logoutPath}`, `DELETE ${tokenDevicePath}`]);
    const [, logout] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(logout?.headers).get('authorization')).toBe('Bearer visitor-token');
    expect(getAuth()).toBeNull();
  });

  it('without a login only has the server forget the browser', async () => {
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(requests()).toEqual([`DELETE ${tokenDevicePath}`]);
  });

  it('still starts again when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    setAuth({
      token: 'visitor-token',
      id: 7,
      firstName: 'Anna',
      lastName: 'Muster',
      swissCross: null,
      allowedInGallery: false,
    });
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 1: [101] } }));
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(getAuth()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(replace).toHaveBeenCalledWith(START);
  });

  it('drops the pages of the visit from the history and loads the start page afresh', async () => {
    const atStart = visited(['/en/chapter/1', '/en/chapter/2', '/en/result?id=R1s2t3u4v5w6']);
    await resetForNextPerson({ start: START, startIndex: 0 });
    // Back to the start, then one new entry: "back" cannot reach the visitor's pages any more.
    expect(window.history.length).toBe(atStart + 1);
    expect(new URL(document.URL).pathname + new URL(document.URL).search).toBe(START);
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenCalledWith(START);
  });

  it('on the start page itself goes nowhere back before loading it afresh', async () => {
    const atStart = visited([]);
    const back = vi.spyOn(window.history, 'go');
    await resetForNextPerson({ start: START, startIndex: 0 });
    expect(back).not.toHaveBeenCalled();
    expect(window.history.length).toBe(atStart + 1);
    expect(replace).toHaveBeenCalledWith(START);
    back.mockRestore();
  });
  it('loads the start page even when the browser cannot step back (no popstate comes)', async () => {
    visited(['/en/chapter/1', '/en/result?id=R1s2t3u4v5w6']);
    const back = vi.spyOn(window.history, 'go').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const reset = resetForNextPerson({ start: START, startIndex: 0 });
      await vi.advanceTimersByTimeAsync(HISTORY_STEP_WAIT_MS - 1);
      expect(replace).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await reset;
      expect(back).toHaveBeenCalledWith(-2);
      expect(replace).toHaveBeenCalledWith(START);
    } finally {
      vi.useRealTimers();
      back.mockRestore();
    }
  });
});
