import { randomBytes } from 'node:crypto';
import { API_PATHS, tokenPairResponse } from '@values-cross/contract';
import { createMailTransport, MailWorker } from '../modules/mail';
import type { TestAppAccess } from './test-app';

/** A password that meets every rule and appears on no list; for test users. */
export const TEST_PASSWORD = 'Kreuz-Stich-42x';

/** A registered (and by default confirmed) user of a test. */
export interface TestUser {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A logged-in test user with their tokens. */
export interface LoggedIn extends TestUser {
  access: string;
  refresh: string;
  auth: { authorization: string };
}

/** A fresh e-mail address for a test. */
export function uniqueEmail(prefix = 'person'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.ch`;
}

/** The token of the newest queued mail to `email` whose link contains `path` (e.g. '/confirm'). */
export async function mailedToken(
  test: TestAppAccess,
  email: string,
  path: string,
): Promise<string> {
  const rows = await test.testDatabase.database.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'id'])
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const match = new RegExp(`${path}\\?token=([\\w-]+)`).exec(row.text_body);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no mail with ${path} to ${email}`);
}

/** Registers a user through the API and, unless told otherwise, confirms their address. */
export async function createUser(
  test: TestAppAccess,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    language: string;
    swissCross: string;
    swissCrossSecret: string;
    earlierResults: { code: string; secret: string }[];
    confirm: boolean;
    email: string;
  }> = {},
): Promise<TestUser> {
  const user = {
    firstName: overrides.firstName ?? 'Anna',
    lastName: overrides.lastName ?? 'Muster',
    email: overrides.email ?? uniqueEmail(),
    password: TEST_PASSWORD,
  };
  const response = await test.app.inject({
    method: 'POST',
    url: API_PATHS.registration,
    payload: {
      ...user,
      language: overrides.language ?? 'de',
      swissCross: overrides.swissCross,
      swissCrossSecret: overrides.swissCrossSecret,
      earlierResults: overrides.earlierResults,
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  if (overrides.confirm !== false) {
    const token = await mailedToken(test, user.email, '/confirm');
    const confirmed = await test.app.inject({
      method: 'POST',
      url: API_PATHS.registrationConfirm,
      payload: { token },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  }
  return { ...user, id: response.json().id as number };
}

/** The refresh token a login or refresh answer set as its cookie (the body never holds it). */
export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => /^(__Host-)?refresh_token$/.test(c.name));
  if (!cookie) throw new Error('no refresh cookie set');
  return cookie.value;
}

/** Logs a test user in through the API. */
export async function logIn(test: TestAppAccess, user: TestUser): Promise<LoggedIn> {
  const response = await test.app.inject({
    method: 'POST',
    url: API_PATHS.token,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const { access } = tokenPairResponse.parse(response.json());
  const refresh = refreshCookieOf(response);
  return { ...user, access, refresh, auth: { authorization: `Bearer ${access}` } };
}

/** A confirmed, logged-in user. */
export async function createLoggedInUser(
  test: TestAppAccess,
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<LoggedIn> {
  return logIn(test, await createUser(test, overrides));
}

/** A mail worker on the test app's database and configuration (SMTP_URL or the outbox folder). */
export function testMailWorker(test: TestAppAccess): MailWorker {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  return new MailWorker(test.testDatabase.database.db, createMailTransport(test.config, log), log);
}
