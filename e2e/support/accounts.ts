import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkFromMail, PASSWORD, uniqueEmail } from './outbox';

/** Registers and confirms a user through the API (for journeys that are about something else). */
export async function confirmedUser(
  request: APIRequestContext,
  {
    firstName,
    swissCross = null,
    allowedInGallery = false,
    language = 'de',
  }: {
    firstName: string;
    swissCross?: string | null;
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
export async function createResult(request: APIRequestContext, answers: number[]): Promise<string> {
  const response = await request.post('/api/v1/answer-set/', { data: { answers, language: 'de' } });
  return ((await response.json()) as { code: string }).code;
}
