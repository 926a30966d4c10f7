import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkFromMail, PASSWORD, uniqueEmail } from './outbox';

const repositoryRoot = resolve(import.meta.dirname, '..', '..');

/** Where the web app keeps the login (apps/web/src/lib/auth-session.ts). */
const AUTH_STORAGE_KEY = 'values-cross:auth';

/** What a journey needs to know of a user it made. */
export interface JourneyUser {
  email: string;
  password: string;
  firstName: string;
}

/** Registers and confirms a user through the API (for journeys that are about something else). */
export async function confirmedUser(
  request: APIRequestContext,
  {
    firstName,
    swissCross = null,
    swissCrossSecret = null,
    allowedInGallery = false,
    language = 'de',
  }: {
    firstName: string;
    swissCross?: string | null;
    /** The result's secret (from its creation): without it the result is not claimed. */
    swissCrossSecret?: string | null;
    allowedInGallery?: boolean;
    language?: string;
  },
) {
  const email = uniqueEmail(firstName.toLowerCase());
  const created = await request.post('/api/v1/registration/', {
    data: {
      firstName,
      lastName: 'Test',
      email,
      password: PASSWORD,
      swissCross,
      swissCrossSecret,
      language,
      allowedInGallery,
    },
  });
  expect(created.status()).toBe(201);
  const link = await linkFromMail({ to: email, path: '/confirm?token=' });
  const token = new URL(link).searchParams.get('token');
  expect((await request.post('/api/v1/registration/confirm/', { data: { token } })).ok()).toBe(
    true,
  );
  return { email, password: PASSWORD, firstName };
}

/**
 * Logs a user in through the API and leaves the browser as the login screen would: the refresh
 * cookie set and the login stored where the web app keeps it.
 */
export async function logInThroughApi(page: Page, { email, password }: JourneyUser) {
  const context = page.context();
  const tokens = await context.request.post('/api/v1/account/token/', {
    data: { email, password },
  });
  expect(tokens.status()).toBe(200);
  const { access } = (await tokens.json()) as { access: string };
  const me = await context.request.get('/api/v1/account/me/', {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(me.status()).toBe(200);
  const { id, firstName, lastName, swissCross, allowedInGallery } = (await me.json()) as {
    id: number;
    firstName: string;
    lastName: string;
    swissCross: string | null;
    allowedInGallery: boolean;
  };
  const auth = { token: access, id, firstName, lastName, swissCross, allowedInGallery };
  const origin = new URL(tokens.url()).origin;
  const state = await context.storageState();
  const kept = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
  await context.setStorageState({
    cookies: state.cookies,
    origins: [
      ...state.origins
        .filter((entry) => entry.origin !== origin)
        .map((entry) => ({ origin: entry.origin, localStorage: entry.localStorage })),
      {
        origin,
        localStorage: [
          ...kept.filter((item) => item.name !== AUTH_STORAGE_KEY),
          { name: AUTH_STORAGE_KEY, value: JSON.stringify(auth) },
        ],
      },
    ],
  });
}

/**
 * Deletes a person (account or newsletter subscription) and everything that belongs to them
 * with the operator's command `users:delete`, on the database of the server under test.
 */
export async function deleteUser(email: string): Promise<void> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is not set: the worker started no server');
  await promisify(execFile)(
    'npm',
    ['run', '--silent', 'admin', '--', 'users:delete', email, '--yes'],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
      },
    },
  );
}

/** Logs in through the login screen. */
export async function logInAs(
  page: Page,
  { email, password, locale = 'de' }: { email: string; password: string; locale?: string },
) {
  await page.goto(`/${locale}/login`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form').getByRole('button').click();
}

/** Creates a result through the API and returns its code. */
export async function createResult(
  request: APIRequestContext,
  answers: number[],
): Promise<{ code: string; secret: string }> {
  const response = await request.post('/api/v1/answer-set/', { data: { answers, language: 'de' } });
  return (await response.json()) as { code: string; secret: string };
}
