import { tokenRefreshPath } from '@values-cross/contract/paths';
import { getAuth, patchAuth, removeAuth, storedAuth } from './auth-session';

/**
 * A failed API call, the one error type of the web app's API clients: the HTTP status (0 when
 * offline), the server's stable code (`detail`) and its codes per refused field
 * (`{ group: ['group_closed'] }`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
  }

  /** Whether trying again later may succeed: offline, the server failing or busy (5xx, 429). */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

const REFRESH_PATH = tokenRefreshPath;

/**
 * How requests reach the API: the browser's fetch, or, while the server renders a page, the
 * server's own routes (set by the server renderer, src/entry-server.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends API requests another way (the server renderer answers them in process). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A plain request to the API through the current transport (no token, no refresh). */
export function apiRequest(path: string, init?: RequestInit): Promise<Response> {
  return transport(path, init);
}
let refreshing: Promise<string | null> | null = null;

/** Runs `task` while holding a lock shared by every tab of this browser, where locks exist. */
function withBrowserLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? (locks.request('values-cross:refresh', task) as Promise<T>) : task();
}

async function refreshOnce(failedToken: string): Promise<string | null> {
  // Another tab may have refreshed while this one waited for the lock: use its token.
  const stored = storedAuth()?.token;
  if (stored && stored !== failedToken) {
    patchAuth({ token: stored });
    return stored;
  }
  const response = await fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin' });
  if (response.status === 401) {
    removeAuth({ reason: 'expired' });
    return null;
  }
  if (!response.ok) return null;
  const { access } = (await response.json()) as { access: string };
  patchAuth({ token: access });
  return access;
}

/**
 * Gets a new access token with the refresh cookie. The server rotates refresh tokens and takes
 * a second use of one as theft, so parallel requests share one refresh, and tabs take turns.
 */
function refreshAccessToken(failedToken: string): Promise<string | null> {
  refreshing ??= withBrowserLock(() => refreshOnce(failedToken))
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** The ApiError a failed response stands for, from its `{ detail, fields }` body. */
export async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as {
    detail?: unknown;
    fields?: Record<string, string[]>;
  };
  return new ApiError(
    response.status,
    typeof body.detail === 'string' ? body.detail : 'error',
    body.fields ?? {},
  );
}

function withToken(init: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers, credentials: 'same-origin' };
}

/**
 * Calls the API (spec 4, 7): sends the Bearer token when logged in; on a 401 refreshes the
 * access token once and retries; if the refresh itself fails with 401 the login is removed; a
 * 401 `email_not_confirmed` is passed on unchanged.
 */
export async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getAuth()?.token;
  let response: Response;
  try {
    response = await transport(path, withToken(init, token));
  } catch {
    throw new ApiError(0, 'offline');
  }
  if (response.status !== 401 || !token) return response;
  const error = await errorOf(response.clone());
  if (error.code === 'email_not_confirmed' || error.code === 'invalid_credentials') return response;
  const fresh = await refreshAccessToken(token);
  if (!fresh) return response;
  try {
    return await transport(path, withToken(init, fresh));
  } catch {
    throw new ApiError(0, 'offline');
  }
}

/** Calls the API and returns the JSON body, or throws an ApiError with the server's code. */
export async function apiJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw await errorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A JSON request body with its content type. */
export function jsonBody(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
