import {
  logoutPath,
  mePath,
  profilePath,
  registrationPath,
  registrationConfirmPath,
  registrationResendPath,
  tokenPath,
  tokenDevicePath,
  apiPath,
} from '@values-cross/contract/paths';
import type { Me, Profile } from '@values-cross/contract';
import type { Locale } from '@values-cross/core';
import { ApiError, apiFetch, apiJson, jsonBody, readAnswer } from '@/lib/api-client';
import { browserTransport, type ApiTransport } from '@/lib/api-transport';
import { getAuth, removeAuth, setAuth, type AuthState } from '@/lib/auth-session';

export type { Profile };

function toAuth(me: Me, token: string): AuthState {
  const { id, firstName, lastName, swissCross, allowedInGallery } = me;
  return { token, id, firstName, lastName, swissCross, allowedInGallery };
}

/**
 * Asks for a login (product.md §7: account/token/, then account/me/) through `transport` without
 * keeping it: the server's renderer asks for a form sent before the page's scripts ran, and the
 * browser keeps the login it answers once they run.
 */
export async function requestLogin(
  credentials: { email: string; password: string },
  transport: ApiTransport = browserTransport,
): Promise<AuthState> {
  const { access } = await apiJson('tokenPair', tokenPath, jsonBody(credentials), transport);
  return loginWithAccess(access, transport);
}

/** The login of an access token (product.md §7: account/me/), through `transport`, not kept. */
export async function loginWithAccess(
  access: string,
  transport: ApiTransport = browserTransport,
): Promise<AuthState> {
  const response = await transport(mePath, {
    headers: { authorization: `Bearer ${access}` },
  });
  if (!response.ok) throw new ApiError(response.status, 'generic');
  return toAuth(await readAnswer('me', response), access);
}

/** Logs in (product.md §7: account/token/); keeps the access token and the auth state of account/me/. */
export async function logIn(credentials: { email: string; password: string }): Promise<AuthState> {
  const auth = await requestLogin(credentials);
  setAuth(auth);
  return auth;
}

/** Refreshes the kept auth state from the server (name, cross, consent). */
export async function refreshMe(): Promise<void> {
  const current = getAuth();
  if (!current) return;
  const me = await apiJson('me', mePath);
  const token = getAuth()?.token ?? current.token;
  setAuth(toAuth(me, token));
}

/**
 * Logs out (product.md §4): revokes the login on the server, then removes auth and every stored value.
 * A browser that keeps no login keeps its values: a `?logout` in an address someone followed
 * must not erase the results and answers made here without an account (decision 0056).
 */
export async function logOut(): Promise<void> {
  const keptLogin = getAuth() !== null;
  await apiFetch(logoutPath, { method: 'POST' }).catch(() => undefined);
  if (keptLogin) removeAuth();
}

/**
 * Ends the login of the refresh cookie a request carries (product.md §7: account/logout/) through
 * `transport`: the server's renderer, for a logout form sent before the page's scripts ran; the
 * API's answer clears the cookie in the visitor's browser.
 */
export async function requestLogout(transport: ApiTransport): Promise<void> {
  const response = await transport(logoutPath, { method: 'POST' });
  if (!response.ok) throw new ApiError(response.status, 'generic');
}

/** Makes the server forget that an account logged in with this browser (a shared device). */
export async function forgetThisDevice(): Promise<void> {
  await apiFetch(tokenDevicePath, { method: 'DELETE' });
}

/** Registers (product.md §7: registration/), carrying the visitor's result code and language. */
export function register(
  input: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    swissCross: string | null;
    swissCrossSecret: string | null;
    earlierResults?: { code: string; secret: string }[];
    language: Locale;
    allowedInGallery: boolean;
  },
  transport: ApiTransport = browserTransport,
): Promise<unknown> {
  return apiJson('registration', registrationPath, jsonBody(input), transport);
}

/** Confirms an e-mail address with the token from the mailed link. */
export function confirmRegistration(
  token: string,
  transport: ApiTransport = browserTransport,
): Promise<unknown> {
  return apiJson('status', registrationConfirmPath, jsonBody({ token }), transport);
}

/**
 * Asks for the confirmation mail again (its new link replaces the earlier ones), through
 * `transport`.
 */
export function resendConfirmation(
  email: string,
  transport: ApiTransport = browserTransport,
): Promise<unknown> {
  return apiJson('status', registrationResendPath, jsonBody({ email }), transport);
}

/** The logged-in user's profile. */
export function fetchProfile(
  id: number,
  transport: ApiTransport = browserTransport,
): Promise<Profile> {
  return apiJson('profile', apiPath(profilePath, { id }), {}, transport);
}

/**
 * Sends profile fields and, when given, a new portrait (product.md §7: PATCH profile/{id}/,
 * multipart) through `transport`, without changing the login kept here.
 */
export function sendProfile(
  id: number,
  form: FormData,
  transport: ApiTransport = browserTransport,
): Promise<Profile> {
  return apiJson(
    'profile',
    apiPath(profilePath, { id }),
    { method: 'PATCH', body: form },
    transport,
  );
}

/** Saves profile fields and, when given, a new portrait; the login kept here takes the names. */
export async function saveProfile(id: number, form: FormData): Promise<Profile> {
  const profile = await sendProfile(id, form);
  const current = getAuth();
  if (current) setAuth(toAuth(profile, current.token));
  return profile;
}
