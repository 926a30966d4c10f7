import { forgetLanguage } from './language-cookie';
import { useBrowserStore } from './use-hydrated';

/** What the client keeps of a login (spec 3: user/auth state). The refresh token is an HttpOnly cookie. */
export interface AuthState {
  token: string;
  id: number;
  firstName: string;
  lastName: string;
  swissCross: string | null;
  allowedInGallery: boolean;
}

const STORAGE_KEY = 'values-cross:auth';

function read(): AuthState | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as AuthState | null;
    return stored && typeof stored.token === 'string' ? stored : null;
  } catch {
    return null;
  }
}

let auth: AuthState | null = typeof localStorage === 'undefined' ? null : read();
const listeners = new Set<() => void>();
const removalListeners = new Set<() => void>();

function publish(next: AuthState | null) {
  auth = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: the login lasts for this page only
  }
  listeners.forEach((listener) => listener());
}

/** The login as last stored by any tab of this browser (another tab may have refreshed it). */
export function storedAuth(): AuthState | null {
  return read();
}

/** The current login, or null (spec 4: logged in means a token is present). */
export function getAuth(): AuthState | null {
  return auth;
}

/** Stores a login or updates it (persists across reloads). */
export function setAuth(next: AuthState): void {
  publish(next);
}

/** Changes fields of the current login (a new access token, a new name). */
export function patchAuth(change: Partial<AuthState>): void {
  if (auth) publish({ ...auth, ...change });
}

/**
 * Removes the login (spec 4). On logout every value stored in the browser and the cookies the
 * app set go with it; features register what they keep through `onAuthRemoved`. When the login
 * merely expired (the refresh was refused) only the login goes: a survey in progress belongs
 * to the visitor, not to the login, and must not be lost (docs/decisions/0005).
 */
export function removeAuth(
  { reason }: { reason: 'logout' | 'expired' } = { reason: 'logout' },
): void {
  publish(null);
  if (reason === 'expired') return;
  removalListeners.forEach((clear) => clear());
  try {
    localStorage.clear();
  } catch {
    // nothing stored
  }
  forgetLanguage();
}

/** Runs `clear` whenever the login is removed. */
export function onAuthRemoved(clear: () => void): void {
  removalListeners.add(clear);
}

/**
 * The current login, re-rendering when it changes. A page rendered on the server shows nobody
 * logged in; the browser shows the login right after hydration.
 */
export function useAuth(): AuthState | null {
  return useBrowserStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => auth,
    () => null,
  );
}
