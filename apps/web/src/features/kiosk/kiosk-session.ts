import { forgetThisDevice, logOut } from '@/domain/account/account-api';
import { getAuth } from '@/lib/auth-session';
import { clearStored, parseJson, readStored, writeStored } from '@/lib/browser-store';
import { KIOSK_KEY } from '@/domain/kiosk/kiosk-key';
import { OUTBOX_KEY } from '@/state/outbox-key';
import { SECOND_MS } from '@values-cross/core';

/** The longest a reset waits for the browser to step back through the visit's history. */
export const HISTORY_STEP_WAIT_MS = 2 * SECOND_MS;

/** A kiosk session: the page each visitor starts on, and its place in the tab's history. */
export interface KioskSession {
  start: string;
  startIndex: number;
}

/** The position of the current history entry (React Router keeps it in history.state). */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

/** The running kiosk session, or null when this tab is no kiosk. */
export function kioskSession(): KioskSession | null {
  const stored = parseJson(readStored('session', KIOSK_KEY)) as KioskSession | null;
  return stored && typeof stored.start === 'string' && typeof stored.startIndex === 'number'
    ? stored
    : null;
}

/** Makes this tab a kiosk whose visitors start at `session.start` (a group page with ?kiosk=1). */
export function saveKioskSession(session: KioskSession): void {
  writeStored('session', KIOSK_KEY, JSON.stringify(session));
}

/**
 * Ends the visitor's turn leaving nothing of them: their login is revoked, the browser forgotten
 * as one their account logged in with (its HttpOnly cookie, cleared by the server), every stored
 * value removed, the history entries of their visit dropped (back to the start entry, then a new
 * entry, which discards those after it), and the start page loaded afresh (nothing in memory).
 */
export async function resetForNextPerson(session: KioskSession): Promise<void> {
  if (getAuth()) await logOut().catch(() => undefined);
  await forgetThisDevice().catch(() => undefined);
  // Earlier visitors' results still waiting to be sent stay to be sent (decision 0059): their
  // groups and the statistics are waiting for them; nothing else of anyone stays.
  const waiting = readStored('local', OUTBOX_KEY);
  clearStored('local');
  if (waiting !== null && waiting !== '[]') writeStored('local', OUTBOX_KEY, waiting);
  clearStored('session');
  saveKioskSession(session);
  const steps = historyIndex() - session.startIndex;
  if (steps > 0) {
    await new Promise<void>((done) => {
      window.addEventListener('popstate', () => done(), { once: true });
      // A step the history cannot take (the tab's entries were replaced by a page loaded anew)
      // brings no popstate: the start page is loaded all the same, never a kiosk left waiting
      // on the visitor's page.
      setTimeout(done, HISTORY_STEP_WAIT_MS);
      window.history.go(-steps);
    });
  }
  window.history.pushState(null, '', session.start);
  window.location.replace(session.start);
}
