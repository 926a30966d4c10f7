import { tokenRefreshPath } from '@values-cross/contract/paths';
import type { AnswerName, AnswerOf } from './api-responses';
import { getAuth, patchAuth, removeAuth, storedAuth } from './auth-session';
import { browserTransport, type ApiTransport } from './api-transport';
import { ApiError } from './api-error';

export { ApiError } from './api-error';

const REFRESH_PATH = tokenRefreshPath;

/**
 * A plain request to the API (no token, no refresh), through `transport`; a request that never
 * reached the server fails as an ApiError `offline`, as every call of the API layer does.
 */
export async function apiRequest(
  path: string,
  init?: RequestInit,
  transport: ApiTransport = browserTransport,
): Promise<Response> {
  try {
    return await send(transport, path, init);
  } catch {
    throw new ApiError(0, 'offline');
  }
}

/**
 * A plain request's answer, checked (no token: public data), or an ApiError: the API layer's one
 * shape of a failure, whoever calls it decides what the page says.
 */
export async function apiAnswer<Name extends AnswerName>(
  name: Name,
  path: string,
  init: RequestInit = {},
  transport: ApiTransport = browserTransport,
): Promise<AnswerOf<Name>> {
  const response = await apiRequest(path, init, transport);
  if (!response.ok) throw await errorOf(response);
  return readAnswer(name, response);
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
  const { access } = await readAnswer('tokenPair', response);
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
  const body = await readAnswer('error', response).catch(() => ({ detail: 'error', fields: {} }));
  return new ApiError(response.status, body.detail, body.fields ?? {});
}

function withToken(init: RequestInit, token: string | undefined): RequestInit {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  return { ...init, headers, credentials: 'same-origin' };
}

/**
 * Calls the API (product.md §4, §7): sends the Bearer token when logged in; on a 401 refreshes the
 * access token once and retries; if the refresh itself fails with 401 the login is removed; a
 * 401 `email_not_confirmed` is passed on unchanged.
 */
export async function apiFetch(
  path: string,
  init: RequestInit = {},
  transport: ApiTransport = browserTransport,
): Promise<Response> {
  const token = getAuth()?.token;
  let response: Response;
  try {
    response = await send(transport, path, withToken(init, token));
  } catch {
    throw new ApiError(0, 'offline');
  }
  if (response.status !== 401 || !token) return response;
  const error = await errorOf(response.clone());
  if (error.code === 'email_not_confirmed' || error.code === 'invalid_credentials') return response;
  const fresh = await refreshAccessToken(token);
  if (!fresh) return response;
  try {
    return await send(transport, path, withToken(init, fresh));
  } catch {
    throw new ApiError(0, 'offline');
  }
}

/**
 * The checks of the API's answers (a chunk of their own, never part of a page's first load).
 * Every request starts loading them, so that they arrive while the server answers; the browser
 * loads the module once however often it is asked for.
 */
export const prepareAnswerChecks = () => import('./api-responses');

/** Sends a request through a transport and meanwhile loads the checks of its answer. */
function send(transport: ApiTransport, path: string, init?: RequestInit): Promise<Response> {
  prepareAnswerChecks().catch(() => undefined);
  return transport(path, init);
}

/**
 * An answer checked against the contract's schema of that answer: an ApiError
 * (`unexpected_answer`, with `status`) when the server sent something else.
 */
export async function checkAnswer<Name extends AnswerName>(
  name: Name,
  body: unknown,
  status = 200,
): Promise<AnswerOf<Name>> {
  // Without the checks (the network failed, or a new release replaced their chunk) no answer can
  // be read: as if offline, which the pages already say and retry.
  const checks = await prepareAnswerChecks().catch(() => {
    throw new ApiError(0, 'offline');
  });
  const answer = checks.checked(name, body);
  if (!answer.success) throw new ApiError(status, 'unexpected_answer');
  return answer.data;
}

/** An answer's JSON body, checked against the contract's schema of that answer. */
export async function readAnswer<Name extends AnswerName>(
  name: Name,
  response: Response,
): Promise<AnswerOf<Name>> {
  return checkAnswer(name, await response.json().catch(() => undefined), response.status);
}

/** Calls the API and returns its answer, checked, or throws an ApiError with the server's code. */
export async function apiJson<Name extends AnswerName>(
  name: Name,
  path: string,
  init: RequestInit = {},
  transport: ApiTransport = browserTransport,
): Promise<AnswerOf<Name>> {
  const response = await apiFetch(path, init, transport);
  if (!response.ok) throw await errorOf(response);
  return readAnswer(name, response);
}

/** Calls the API for a change that answers nothing (204), or throws an ApiError. */
export async function apiSend(path: string, init: RequestInit = {}): Promise<void> {
  const response = await apiFetch(path, init);
  if (!response.ok) throw await errorOf(response);
}

/** A JSON request body with its content type. */
export function jsonBody(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
