import { getAuth, patchAuth, removeAuth } from '../state/auth-session';

/** A failed API call: the HTTP status and the server's stable code (`detail`), or 0 when offline. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
  }
}

const REFRESH_PATH = '/api/v1/account/token/refresh/';
let refreshing: Promise<string | null> | null = null;

/**
 * Gets a new access token with the refresh cookie. Parallel requests share one refresh (the
 * server rotates refresh tokens: a second refresh with the same cookie would end the login).
 */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= fetch(REFRESH_PATH, { method: 'POST', credentials: 'same-origin' })
    .then(async (response) => {
      if (response.status === 401) {
        removeAuth();
        return null;
      }
      if (!response.ok) return null;
      const { access } = (await response.json()) as { access: string };
      patchAuth({ token: access });
      return access;
    })
    .catch(() => null)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function errorOf(response: Response): Promise<ApiError> {
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
    response = await fetch(path, withToken(init, token));
  } catch {
    throw new ApiError(0, 'offline');
  }
  if (response.status !== 401 || !token) return response;
  const error = await errorOf(response.clone());
  if (error.code === 'email_not_confirmed' || error.code === 'invalid_credentials') return response;
  const fresh = await refreshAccessToken();
  if (!fresh) return response;
  try {
    return await fetch(path, withToken(init, fresh));
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
