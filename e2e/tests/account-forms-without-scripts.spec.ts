import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type account from '@values-cross/content/locales/en/account.json';
import type common from '@values-cross/content/locales/en/common.json';
import type group from '@values-cross/content/locales/en/group.json';
import type groupAdmin from '@values-cross/content/locales/en/group-admin.json';
import { expect, LOCALES, test } from '../support/fixtures';
import { linkFromMail, PASSWORD, uniqueEmail } from '../support/outbox';

type Locale = (typeof LOCALES)[number];
interface Namespaces {
  account: typeof account;
  common: typeof common;
  group: typeof group;
  'group-admin': typeof groupAdmin;
}

/** A namespace of a language's texts, as the page shows them. */
function texts<N extends keyof Namespaces>(locale: Locale, namespace: N): Namespaces[N] {
  const file = createRequire(import.meta.url).resolve(
    `@values-cross/content/locales/${locale}/${namespace}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as Namespaces[N];
}

/** A browser window that runs no script: the page as a phone shows it before its scripts run. */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), context };
}

/** Confirms an address with the token of the mail sent to it (the confirm page needs scripts). */
async function confirmByMail(request: APIRequestContext, email: string, locale: Locale) {
  const link = await linkFromMail({ to: email, path: `/${locale}/confirm?token=` });
  const token = new URL(link).searchParams.get('token');
  const confirmed = await request.post('/api/v1/registration/confirm/', { data: { token } });
  expect(confirmed.ok()).toBe(true);
}

async function signUp(page: Page, locale: Locale, email: string) {
  const { fields, signup, registered } = texts(locale, 'account');
  const { validation } = texts(locale, 'common');
  await page.goto(`/${locale}/signup`);
  await page.getByLabel(fields.firstName, { exact: true }).fill('Lia');
  await page.getByLabel(fields.lastName, { exact: true }).fill('Muster');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fields.passwordRepeat, { exact: true }).fill(`${PASSWORD}x`);
  await page.locator('#gallery').check();
  const submit = page.locator('form').getByRole('button', { name: signup.submit });
  await submit.click();
  // The server's page: what to correct, in the visitor's language, with what was typed (never
  // the passwords).
  await expect(page).toHaveURL(new RegExp(`/${locale}/signup$`));
  await expect(page.locator('#passwordRepeat-error')).toHaveText(validation.passwordsMatch);
  await expect(page.locator('#privacy-error')).toHaveText(validation.privacyRequired);
  await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Lia');
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue(email);
  await expect(page.locator('#gallery')).toBeChecked();
  await expect(page.getByLabel(fields.password, { exact: true })).toHaveValue('');
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fields.passwordRepeat, { exact: true }).fill(PASSWORD);
  await page.locator('#privacy').check();
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/registered$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(registered.title);
}

async function logIn(page: Page, locale: Locale, email: string) {
  const { fields, login, errors } = texts(locale, 'account');
  await page.goto(`/${locale}/login`, { waitUntil: 'domcontentloaded' });
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(`${PASSWORD}x`);
  await page.locator('form').getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(errors.invalid_credentials);
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('status')).toHaveText(login.success);
}

for (const locale of LOCALES) {
  test(`sign-up, login and a new group work before the page's scripts run (${locale})`, async ({
    browser,
    baseURL,
    request,
    deleteUserAfter,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const { page, context } = await withoutScripts(browser, baseURL);
    try {
      const email = uniqueEmail(`forms-${locale}`);
      deleteUserAfter(email);
      await signUp(page, locale, email);
      await confirmByMail(request, email, locale);

      await logIn(page, locale, email);
      // Logged in by the server: its refresh cookie is in the browser, the way on is a link.
      const cookies = await context.cookies();
      expect(cookies.some(({ name }) => name.endsWith('refresh_token'))).toBe(true);
      const goOn = page.getByRole('link', { name: texts(locale, 'account').login.goOn });
      await expect(goOn).toHaveAttribute('href', `/${locale}`);

      // The profile, rendered by the server for the login of its cookie.
      const { fields, profile } = texts(locale, 'account');
      const { validation } = texts(locale, 'common');
      await page.goto(`/${locale}/profile`);
      await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Lia');
      await page.getByLabel(fields.firstName, { exact: true }).fill('Livia');
      await page.getByLabel(fields.newPassword, { exact: true }).fill(`${PASSWORD}2`);
      const save = page.getByRole('button', { name: profile.save });
      await save.click();
      await expect(page.locator('#oldPassword-error')).toHaveText(validation.required);
      await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Livia');
      await expect(page.getByLabel(fields.newPassword, { exact: true })).toHaveValue('');
      await save.click();
      await expect(page.getByRole('status')).toHaveText(profile.saved);
      await page.goto(`/${locale}/profile`);
      await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Livia');

      const { create } = texts(locale, 'group');
      await page.goto(`/${locale}/group`);
      const submit = page.getByRole('button', { name: create.submit });
      await submit.click();
      await expect(page.locator('#group-name-error')).toHaveText(create.nameRequired);
      await page.getByLabel(create.name).fill(`Klasse ${locale}`);
      await submit.click();
      // The group is made: its admin link to keep, and the way to its page as its admin.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Klasse ${locale}`);
      await expect(page.getByRole('status')).toContainText(
        texts(locale, 'group-admin').createdTitle,
      );
      const shown = await page.locator('.group-admin__url code').textContent();
      await page.getByRole('link', { name: create.open }).click();
      expect(page.url()).toBe(shown);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Klasse ${locale}`);
    } finally {
      await context.close();
    }
  });
}

test('a login sent before the scripts ran is kept by the browser once they run, which goes on (de)', async ({
  browser,
  baseURL,
  insertNewUser,
}) => {
  if (!baseURL) throw new Error('no base URL');
  const user = await insertNewUser();
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    // A slow phone: the page shows, its scripts have not come yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await logIn(page, 'de', user.email);
    expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
    release();
    // The scripts run on the server's answer: the login is this browser's, and it goes on.
    await expect(page).toHaveURL(/\/de$/);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const stored = await page.evaluate(() => localStorage.getItem('values-cross:auth'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ firstName: user.firstName });
  } finally {
    await context.close();
  }
});

test('the profile the server rendered for the login of its cookie works once the scripts run, which keep that login (fr)', async ({
  browser,
  baseURL,
  insertNewUser,
}) => {
  if (!baseURL) throw new Error('no base URL');
  const user = await insertNewUser({ language: 'fr' });
  // Logged in without scripts: the browser holds the refresh cookie only.
  const { page: noScripts, context: first } = await withoutScripts(browser, baseURL);
  await logIn(noScripts, 'fr', user.email);
  const storageState = await first.storageState();
  await first.close();
  const context = await browser.newContext({ baseURL, storageState });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    const { fields, profile } = texts('fr', 'account');
    await page.goto('/fr/profile');
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue(user.firstName);
    const stored = await page.evaluate(() => localStorage.getItem('values-cross:auth'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ firstName: user.firstName });
    // Sent by the scripts now: the page stays, the name is saved.
    await page.getByLabel(fields.firstName, { exact: true }).fill('Aline');
    await page.getByRole('button', { name: profile.save }).click();
    await expect(page.getByRole('status')).toHaveText(profile.saved);
    await expect(page).toHaveURL(/\/fr\/profile$/);
    await page.reload();
    await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Aline');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
