import { forgetLanguage } from './language-cookie';
import { browserStore, clearStored, parseJson, readStored, useStored } from './browser-store';

/** What the client keeps of a login (product.md §3: user/auth state). The refresh token is an HttpOnly cookie. */
export interface AuthState {
  token: string;
  id: number;
  firstName: string;
  lastName: string;
  swissCross: string | null;
  allowedInGallery: boolean;
}

const STORAGE_KEY = 'values-cross:auth';

function parseAuth(text: string | null): AuthState | null {
  const stored = parseJson(text) as AuthState | null;
  return stored && typeof stored.token === 'string' ? stored : null;
}

/** The login, kept in local storage (it lasts across reloads); the server renders nobody logged in. */
const login = browserStore({ area: 'local', key: STORAGE_KEY, parse: parseAuth });
const removalListeners = new Set<() => void>();

/** The login as last stored by any tab of this browser (another tab may have refreshed it). */
export function storedAuth(): AuthState | null {
  return parseAuth(readStored('local', STORAGE_KEY));
}

/** The current login, or null (product.md §4: logged in means a token is present). */
export function getAuth(): AuthState | null {
  return login.get();
}

/** Stores a login or updates it (persists across reloads; storage unavailable: for this page only). */
export function setAuth(next: AuthState): void {
  login.set(next);
}

/** Changes fields of the current login (a new access token, a new name). */
export function patchAuth(change: Partial<AuthState>): void {
  const auth = login.get();
  if (auth) login.set({ ...auth, ...change });
}

/**
 * Removes the login (product.md §4). On logout every value stored in the browser and the cookies the
 * app set go with it; features register what they keep through `onAuthRemoved`. When the login
 * merely expired (the refresh was refused) only the login goes: a survey in progress belongs
 * to the visitor, not to the login, and must not be lost (docs/decisions/0005).
 */
export function removeAuth(
  { reason }: { reason: 'logout' | 'expired' } = { reason: 'logout' },
): void {
  login.forget();
  if (reason === 'expired') return;
  removalListeners.forEach((clear) => clear());
  clearStored('local');
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
  return useStored(login);
}
