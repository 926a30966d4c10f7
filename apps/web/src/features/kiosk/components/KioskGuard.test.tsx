// Kiosk mode on a shared tablet: who may start it from a group's ?kiosk=1 link, the "next person"
// button, the start again after KIOSK_IDLE_MS without a touch (and only then), and the code that
// lets a visitor take their own result home.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import deGroup from '@values-cross/content/locales/de/group.json';
import { tokenDevicePath } from '@values-cross/contract/paths';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { INITIAL_SURVEY_STATE, type SurveyState } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { kioskSession, saveKioskSession } from '../kiosk-session';
import { KIOSK_IDLE_MS, KioskGuard, kioskStartRight } from './KioskGuard';

const GROUP = 'Ab12Cd34Ef';
const START = `/en/group/${GROUP}?kiosk=1`;
const RESULT = 'R1s2t3u4v5w6';

const fetchMock = vi.fn<typeof fetch>();
const replace = vi.fn<(url: string) => void>();
const realLocation = window.location;

/** The kiosk on the page at `path` of the app (its language first). */
const showAt = (path: string) => renderInDataRouter(<KioskGuard />, { path, pattern: '/:lang/*' });

/** A running kiosk of the group, with a visitor on the page at `path`. */
function visitorAt(path: string, survey: Partial<SurveyState> = {}) {
  saveKioskSession({ start: START, startIndex: 0 });
  updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, ...survey }));
  return showAt(path);
}

const loggedIn = () =>
  setAuth({
    token: 'visitor-token',
    id: 7,
    firstName: 'Anna',
    lastName: 'Muster',
    swissCross: null,
    allowedInGallery: false,
  });

const nextPerson = () => screen.queryByRole('button', { name: 'Next person' });

/** The requests the kiosk sent: address and method. */
const sent = () => fetchMock.mock.calls.map(([input, init]) => [String(input), init?.method]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(jsonResponse(204));
  Object.defineProperty(window, 'location', {
    value: { ...realLocation, replace },
    writable: true,
    configurable: true,
  });
  updateSurvey(() => INITIAL_SURVEY_STATE);
});
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'location', {
    value: realLocation,
    writable: true,
    configurable: true,
  });
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
  removeAuth({ reason: 'expired' });
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('who may make a tab a kiosk', () => {
  it.each([
    [true, false, 'admin'],
    [true, true, 'admin'],
    [false, false, 'confirm'],
    [false, true, 'refused'],
  ] as const)('admin %s, someone on the device %s: %s', (admin, holdsSomeone, right) => {
    expect(kioskStartRight(admin, holdsSomeone)).toBe(right);
  });
});

describe('starting a kiosk from a group link with ?kiosk=1', () => {
  it('is no kiosk without the link: nothing shows and nothing is stored', () => {
    showAt(`/en/group/${GROUP}`);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(kioskSession()).toBeNull();
  });

  it('the group’s admin starts it at once, and the start page waits for a visitor', () => {
    rememberAdminSecret(GROUP, 'admin-secret');
    showAt(START);
    expect(screen.getByRole('complementary', { name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(kioskSession()).toEqual({ start: START, startIndex: 0 });
  });

  it('the admin link’s secret in the address is enough', () => {
    showAt(`${START}#admin=admin-secret`);
    expect(screen.queryByText(/^Make this tab a kiosk/)).toBeNull();
    expect(kioskSession()).toEqual({ start: START, startIndex: 0 });
  });

  it('on a device holding nobody, anyone may start it after confirming', async () => {
    showAt(START);
    expect(screen.getByText(/^Make this tab a kiosk for the group\?/)).toBeInTheDocument();
    expect(kioskSession()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Start the kiosk' }));
    expect(screen.queryByText(/^Make this tab a kiosk/)).toBeNull();
    expect(screen.getByRole('complementary', { name: 'Kiosk' })).toBeInTheDocument();
    expect(kioskSession()).toEqual({ start: START, startIndex: 0 });
  });

  it.each([
    ['a result', () => updateSurvey((s) => ({ ...s, resultCode: RESULT }))],
    ['answers', () => updateSurvey((s) => ({ ...s, answeredQuestions: { 1: [101] } }))],
    ['a login', loggedIn],
  ])('is refused on a device holding %s, which it would erase', (_, holding) => {
    holding();
    showAt(START);
    expect(screen.getByText(/^This link would make this tab a kiosk/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the kiosk' })).toBeNull();
    expect(kioskSession()).toBeNull();
  });

  it('"not a kiosk" drops ?kiosk=1 from the address and keeps the rest', async () => {
    updateSurvey((s) => ({ ...s, resultCode: RESULT }));
    const router = showAt(`${START}&from=poster`);
    await userEvent.click(screen.getByRole('button', { name: 'Not a kiosk' }));
    expect(router.state.location.pathname).toBe(`/en/group/${GROUP}`);
    expect(router.state.location.search).toBe('?from=poster');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(kioskSession()).toBeNull();
  });

  it('a running kiosk reloaded on its start page learns its new place in the history', () => {
    saveKioskSession({ start: START, startIndex: 5 });
    window.history.replaceState({ idx: 2 }, '');
    showAt(START);
    expect(kioskSession()).toEqual({ start: START, startIndex: 2 });
  });
});

describe('a running kiosk', () => {
  it('offers the next person on the visitor’s pages', () => {
    visitorAt('/en/chapter/2');
    expect(nextPerson()).toBeEnabled();
  });

  it('offers it on the start page too once a visitor has a result there', () => {
    visitorAt(START, { resultCode: RESULT });
    expect(nextPerson()).toBeInTheDocument();
  });

  it('"next person" erases the visitor and loads the start page afresh, once', async () => {
    visitorAt('/en/chapter/2', { answeredQuestions: { 1: [101] } });
    await userEvent.click(nextPerson() as HTMLElement);
    expect(nextPerson()).toBeDisabled();
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(START));
    expect(sent()).toEqual([
      [`/api/v1/groups/${GROUP}`, undefined],
      [tokenDevicePath, 'DELETE'],
    ]);
    expect(localStorage.getItem('values-cross:survey')).toBeNull();
    expect(kioskSession()).toEqual({ start: START, startIndex: 0 });
  });

  it('shows the visitor’s own result as a code to take home', () => {
    visitorAt(`/en/result?id=${RESULT}`, { resultCode: RESULT, resultSecret: 'secret' });
    expect(
      screen.getByRole('img', { name: 'QR code: your result on your phone' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Take your result with you: scan this code with your phone.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^After 90 seconds without a touch/)).toBeInTheDocument();
  });

  it('tells its operator how many results wait to be sent, and nothing when none do', () => {
    const queued = (key: string) => ({
      key,
      madeAt: '2026-12-07T09:00:00.000Z',
      result: { answers: [101], sendKey: key },
    });
    localStorage.setItem(
      'values-cross:outbox',
      JSON.stringify([queued('a'.repeat(43)), queued('b'.repeat(43))]),
    );
    visitorAt(START);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 results wait to be sent: they are sent when the network is back.',
    );
    cleanup();
    localStorage.removeItem('values-cross:outbox');
    visitorAt(START);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers no code for a result that is not the visitor’s own', () => {
    visitorAt('/en/result?id=O1t2h3e4r5s6', { resultCode: RESULT, resultSecret: 'secret' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(nextPerson()).toBeInTheDocument();
  });

  it('speaks the page’s language', () => {
    saveKioskSession({ start: `/de/group/${GROUP}?kiosk=1`, startIndex: 0 });
    const translator = new Translator('de', { de: { group: deGroup } });
    const router = createMemoryRouter([{ path: '/:lang/*', element: <KioskGuard /> }], {
      initialEntries: ['/de/chapter/1'],
    });
    render(
      <TranslatorProvider translator={translator}>
        <RouterProvider router={router} />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('complementary', { name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Person' })).toBeInTheDocument();
  });
});

describe('the start again without a touch', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('comes after KIOSK_IDLE_MS without a touch, not before', async () => {
    visitorAt('/en/chapter/2');
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(START));
    expect(fetchMock).toHaveBeenCalledWith(tokenDevicePath, expect.anything());
  });

  it.each([
    ['a tap', () => fireEvent.pointerDown(document.body)],
    ['a key', () => fireEvent.keyDown(document.body, { key: 'a' })],
    ['a touch', () => fireEvent.touchStart(document.body)],
    ['scrolling', () => fireEvent.wheel(document.body)],
    ['typing in a field', () => fireEvent.input(document.body)],
  ])('waits KIOSK_IDLE_MS again after %s', async (_, touch) => {
    visitorAt('/en/chapter/2');
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 1000);
    touch();
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(replace).toHaveBeenCalledWith(START));
  });

  it('never comes on the start page while nobody is there', async () => {
    visitorAt(START);
    expect(nextPerson()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * KIOSK_IDLE_MS);
    expect(replace).not.toHaveBeenCalled();
    // Only its group was asked for, to be kept for use offline.
    expect(sent()).toEqual([[`/api/v1/groups/${GROUP}`, undefined]]);
  });

  it('stops when the kiosk leaves the page', async () => {
    visitorAt('/en/chapter/2');
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS / 2);
    cleanup();
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS);
    expect(replace).not.toHaveBeenCalled();
  });
});
