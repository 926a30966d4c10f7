import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type account from '@values-cross/content/locales/en/account.json';
import type common from '@values-cross/content/locales/en/common.json';
import type group from '@values-cross/content/locales/en/group.json';
import type groupAdmin from '@values-cross/content/locales/en/group-admin.json';
import { expect, LOCALES, test } from '../support/fixtures';
import { linkFromMail, mailsTo, PASSWORD, uniqueEmail } from '../support/outbox';

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

/**
 * Confirms an address by the link of the mail sent to it: with scripts the page confirms at once,
 * without them its one button does; opening the link alone spends nothing.
 */
async function confirmByMail(
  page: Page,
  open: Open,
  locale: Locale,
  email: string,
  scripts: boolean,
) {
  const { confirm } = texts(locale, 'account');
  await open(await linkFromMail({ to: email, path: `/${locale}/confirm?token=` }));
  if (!scripts) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(confirm.title);
    await page.getByRole('button', { name: confirm.button }).click();
  }
  await expect(page.getByRole('status')).toHaveText(confirm.done);
  await expect(page.locator('#main').getByRole('link', { name: confirm.login })).toBeVisible();
  await expectFits(page);
}

/** The person's data, downloaded from the profile by its link (the login's cookie authorises it). */
async function downloadData(page: Page, open: Open, locale: Locale, email: string) {
  const { profile } = texts(locale, 'account');
  await open(`/${locale}/profile`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: profile.export }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('values-cross-export.json');
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    profile: { email: string };
  };
  expect(data.profile.email).toBe(email);
}

/**
 * A browser window with or without scripts; with them, a page counts as opened once they took it
 * over (html[data-ready]), as a person waits for the page to respond.
 */
async function windowFor(browser: Browser, baseURL: string, scripts: boolean) {
  // A small phone: every answer the server renders fits it too.
  const context = await browser.newContext({
    javaScriptEnabled: scripts,
    baseURL,
    viewport: { width: 320, height: 720 },
  });
  const page = await context.newPage();
  const open = async (path: string) => {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    if (scripts) await page.waitForSelector('html[data-ready]', { state: 'attached' });
  };
  return { page, context, open };
}

type Open = (path: string) => Promise<void>;

/** The page fits the window's width: nothing to scroll sideways (else: what spills over). */
async function expectFits(page: Page) {
  const widths = await page.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // Boxes past the edge, and boxes whose content is wider than they are (a long word).
    const spilling = Array.from(document.querySelectorAll('main *'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    return { scroll: document.documentElement.scrollWidth, client, spilling };
  });
  expect(widths.scroll, `${page.url()}: ${widths.spilling.join(', ')}`).toBeLessThanOrEqual(
    widths.client,
  );
}

async function signUp(page: Page, open: Open, locale: Locale, email: string) {
  const { fields, signup, registered } = texts(locale, 'account');
  const { validation } = texts(locale, 'common');
  await open(`/${locale}/signup`);
  await page.getByLabel(fields.firstName, { exact: true }).fill('Lia');
  await page.getByLabel(fields.lastName, { exact: true }).fill('Muster');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fields.passwordRepeat, { exact: true }).fill(`${PASSWORD}x`);
  await page.locator('#gallery').check();
  const submit = page.locator('form').getByRole('button', { name: signup.submit });
  await submit.click();
  // What to correct, in the visitor's language, with what was typed.
  await expect(page).toHaveURL(new RegExp(`/${locale}/signup$`));
  await expect(page.locator('#passwordRepeat-error')).toHaveText(validation.passwordsMatch);
  await expect(page.locator('#privacy-error')).toHaveText(validation.privacyRequired);
  await expectFits(page);
  await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Lia');
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue(email);
  await expect(page.locator('#gallery')).toBeChecked();
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(fields.passwordRepeat, { exact: true }).fill(PASSWORD);
  await page.locator('#privacy').check();
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/registered$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(registered.title);
  await expectFits(page);
}

/** A login before the address is confirmed: refused, and the mail to confirm asked for again. */
async function resendConfirmation(page: Page, open: Open, locale: Locale, email: string) {
  const { fields, login, errors } = texts(locale, 'account');
  await open(`/${locale}/login`);
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(errors.email_not_confirmed);
  await page.getByRole('button', { name: login.resend }).click();
  await expect(page.getByRole('status')).toHaveText(login.resent);
  await expect(page.getByRole('button', { name: login.resend })).toHaveCount(0);
  await expectFits(page);
}

async function logIn(page: Page, open: Open, locale: Locale, email: string) {
  const { fields, login, errors } = texts(locale, 'account');
  await open(`/${locale}/login`);
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await page.getByLabel(fields.password, { exact: true }).fill(`${PASSWORD}x`);
  await page.locator('form').getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(errors.invalid_credentials);
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue(email);
  await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
  await page.locator('form').getByRole('button', { name: login.submit }).click();
  await expect(page.getByRole('status')).toHaveText(login.success);
  await expectFits(page);
}

async function changeProfile(page: Page, open: Open, locale: Locale) {
  const { fields, profile } = texts(locale, 'account');
  const { validation } = texts(locale, 'common');
  await open(`/${locale}/profile`);
  await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Lia');
  await page.getByLabel(fields.firstName, { exact: true }).fill('Livia');
  await page.getByLabel(fields.newPassword, { exact: true }).fill(`${PASSWORD}2`);
  const save = page.getByRole('button', { name: profile.save });
  await save.click();
  await expect(page.locator('#oldPassword-error')).toHaveText(validation.required);
  await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Livia');
  await page.getByLabel(fields.newPassword, { exact: true }).fill('');
  await save.click();
  await expect(page.getByRole('status')).toHaveText(profile.saved);
  await expectFits(page);
  await open(`/${locale}/profile`);
  await expect(page.getByLabel(fields.firstName, { exact: true })).toHaveValue('Livia');
}

async function createGroup(page: Page, open: Open, locale: Locale, scripts: boolean) {
  const { create } = texts(locale, 'group');
  const { createdTitle } = texts(locale, 'group-admin');
  await open(`/${locale}/group`);
  const submit = page.getByRole('button', { name: create.submit });
  await submit.click();
  await expect(page.locator('#group-name-error')).toHaveText(create.nameRequired);
  await page.getByLabel(create.name).fill(`Klasse ${locale}`);
  await submit.click();
  // The group is made: its page as its admin, with the admin link to keep.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Klasse ${locale}`);
  await expect(page.locator('.group-admin__created')).toContainText(createdTitle);
  await expectFits(page);
  if (!scripts) {
    // The server's answer shows the link in full and leads to the group's page as its admin.
    const shown = await page.locator('.group-admin__url code').textContent();
    await page.getByRole('link', { name: create.open }).click();
    expect(page.url()).toBe(shown);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Klasse ${locale}`);
  }
  await expect(page).toHaveURL(new RegExp(`/${locale}/group/\\w+`));
}

/**
 * Forgot the password: asks for the mail (a malformed address first), sets a new password from
 * its link (a repetition that differs first), and finds the link spent when it is used again.
 */
async function resetPassword(page: Page, open: Open, locale: Locale, email: string) {
  const { fields, passwordReset, passwordChange, errors } = texts(locale, 'account');
  const { validation } = texts(locale, 'common');
  await open(`/${locale}/passwordreset`);
  const ask = page.getByRole('button', { name: passwordReset.submit });
  await page.getByLabel(fields.email, { exact: true }).fill('lia@');
  await ask.click();
  await expect(page.locator('#email-error')).toHaveText(validation.emailFormat);
  await expect(page.getByLabel(fields.email, { exact: true })).toHaveValue('lia@');
  await page.getByLabel(fields.email, { exact: true }).fill(email);
  await ask.click();
  await expect(page.getByRole('status')).toHaveText(passwordReset.success);
  await expectFits(page);

  const link = await linkFromMail({ to: email, path: `/${locale}/passwordchange?token=` });
  const { pathname, search } = new URL(link);
  await open(`${pathname}${search}`);
  const newPassword = page.getByLabel(fields.newPassword, { exact: true });
  const repeat = page.getByLabel(fields.passwordRepeat, { exact: true });
  const change = page.getByRole('button', { name: passwordChange.submit });
  await newPassword.fill(`${PASSWORD}3`);
  await repeat.fill(`${PASSWORD}4`);
  await change.click();
  await expect(page.locator('#passwordRepeat-error')).toHaveText(validation.passwordsMatch);
  await newPassword.fill(`${PASSWORD}3`);
  await repeat.fill(`${PASSWORD}3`);
  await change.click();
  await expect(page.getByRole('status')).toHaveText(passwordChange.success);
  await expect(
    page.locator('main').getByRole('link', { name: passwordChange.login }),
  ).toHaveAttribute('href', `/${locale}/login`);
  await expectFits(page);

  // The link is spent: the page says so and offers a new one.
  await open(`${pathname}${search}`);
  await newPassword.fill(`${PASSWORD}5`);
  await repeat.fill(`${PASSWORD}5`);
  await change.click();
  await expect(page.getByRole('alert')).toHaveText(errors.token_invalid);
  await expect(
    page.locator('main').getByRole('link', { name: passwordChange.requestNew }),
  ).toHaveAttribute('href', `/${locale}/passwordreset`);
}

/**
 * The login page says who is logged in (from the login's cookie, before the scripts run too),
 * and its button logs out: the landing page, the cookie gone, the login form again.
 */
async function logOut(page: Page, open: Open, locale: Locale, context: BrowserContext) {
  const { login } = texts(locale, 'account');
  const { user } = texts(locale, 'common');
  await open(`/${locale}/login`);
  await expect(page.getByRole('status')).toHaveText(login.loggedInAs.replace('{{name}}', 'Livia'));
  await expectFits(page);
  await page.getByRole('button', { name: user.logout }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}$`));
  const cookies = await context.cookies();
  expect(cookies.some(({ name }) => name.endsWith('refresh_token'))).toBe(false);
  await open(`/${locale}/login`);
  await expect(page.getByRole('button', { name: login.submit })).toBeVisible();
}

/** Subscribes to the newsletter, and confirms by the mailed link (its button without scripts). */
async function subscribe(page: Page, open: Open, locale: Locale, email: string, scripts: boolean) {
  const { newsletter } = texts(locale, 'common');
  await open(`/${locale}`);
  const form = page.getByRole('region', { name: newsletter.title });
  await form.getByLabel(newsletter.email, { exact: true }).fill(email);
  await form.getByRole('button', { name: newsletter.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: newsletter.done })).toBeVisible();
  await expectFits(page);
  await open(await linkFromMail({ to: email, path: `/${locale}/newsletter/confirm?token=` }));
  if (!scripts) {
    const { confirm } = texts(locale, 'account');
    await page.getByRole('button', { name: confirm.subscription }).click();
  }
  await expect(page.getByRole('status')).toHaveText(newsletter.confirmed);
}

for (const locale of LOCALES) {
  for (const scripts of [false, true]) {
    const how = scripts ? 'sent by the page’s scripts' : 'sent before the page’s scripts run';
    test(`sign-up, the confirmation again and by its link, login, profile, the data download, a new group, the newsletter and a new password ${how} (${locale})`, async ({
      browser,
      baseURL,
      request,
      deleteUserAfter,
    }) => {
      if (!baseURL) throw new Error('no base URL');
      const { page, context, open } = await windowFor(browser, baseURL, scripts);
      try {
        const email = uniqueEmail(`forms-${scripts ? 'js' : 'plain'}-${locale}`);
        deleteUserAfter(email);
        await signUp(page, open, locale, email);
        // The first mail out before another is asked for: mails leave the queue in batches,
        // and two of one batch may be written in either order.
        await expect.poll(() => mailsTo(email)).toBe(1);
        await resendConfirmation(page, open, locale, email);
        // The link of the mail sent again, which replaced the first one's.
        await expect.poll(() => mailsTo(email)).toBe(2);
        await confirmByMail(page, open, locale, email, scripts);
        await logIn(page, open, locale, email);
        // Logged in: the refresh cookie is in the browser.
        const cookies = await context.cookies();
        expect(cookies.some(({ name }) => name.endsWith('refresh_token'))).toBe(true);
        if (scripts) {
          await expect(page).toHaveURL(new RegExp(`/${locale}$`));
        } else {
          // The server's answer: the way on is a link.
          const goOn = page.getByRole('link', { name: texts(locale, 'account').login.goOn });
          await expect(goOn).toHaveAttribute('href', `/${locale}`);
        }
        await changeProfile(page, open, locale);
        await downloadData(page, open, locale, email);
        await createGroup(page, open, locale, scripts);
        const subscriber = uniqueEmail(`letter-${scripts ? 'js' : 'plain'}-${locale}`);
        deleteUserAfter(subscriber);
        await subscribe(page, open, locale, subscriber, scripts);
        await logOut(page, open, locale, context);
        await resetPassword(page, open, locale, email);
        // The new password logs in.
        const token = await request.post('/api/v1/account/token/', {
          data: { email, password: `${PASSWORD}3` },
        });
        expect(token.ok()).toBe(true);
      } finally {
        await context.close();
      }
    });
  }
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
    await logIn(
      page,
      (path) => page.goto(path, { waitUntil: 'domcontentloaded' }).then(() => undefined),
      'de',
      user.email,
    );
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
  await logIn(noScripts, (path) => noScripts.goto(path).then(() => undefined), 'fr', user.email);
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

for (const scripts of [false, true]) {
  const how = scripts ? 'with scripts' : 'before the scripts run';
  test(`the keyboard alone, at a fast typist's pace: Enter logs in (never asks for the mail again), asks for a reset and sets a new password, ${how} (it)`, async ({
    browser,
    baseURL,
    request,
    deleteUserAfter,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const { page, context, open } = await windowFor(browser, baseURL, scripts);
    const { fields, login, errors, passwordReset, passwordChange } = texts('it', 'account');
    const type = async (label: string, text: string) => {
      await page.getByLabel(label, { exact: true }).focus();
      // Whatever the field holds is replaced, as a person selects it all and types.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(text);
    };
    try {
      const email = uniqueEmail(`keys-${scripts ? 'js' : 'plain'}`);
      deleteUserAfter(email);
      const registered = await request.post('/api/v1/registration/', {
        data: {
          firstName: 'Lia',
          lastName: 'Muster',
          email,
          password: PASSWORD,
          language: 'it',
          swissCross: null,
          swissCrossSecret: null,
          allowedInGallery: false,
        },
      });
      expect(registered.ok()).toBe(true);
      // The mail to confirm the address is out (mails leave after the answer).
      await expect.poll(() => mailsTo(email), { timeout: 15_000 }).toBe(1);

      // Refused as unconfirmed; with the resend button shown, Enter still sends the login.
      await open('/it/login');
      await type(fields.email, email);
      await type(fields.password, PASSWORD);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(errors.email_not_confirmed);
      await expect(page.getByRole('button', { name: login.resend })).toBeVisible();
      // The login is what goes out: the token request, or the form sent to the login page.
      const loginSent = page.waitForResponse((response) =>
        scripts
          ? response.url().includes('/api/v1/account/token/')
          : response.request().method() === 'POST' &&
            new URL(response.url()).pathname === '/it/login',
      );
      await type(fields.password, PASSWORD);
      await page.keyboard.press('Enter');
      const answer = await loginSent;
      if (!scripts) expect(answer.request().postData()).not.toContain('intent=');
      await expect(page.getByRole('alert')).toHaveText(errors.email_not_confirmed);
      await expect(page.getByText(login.resent)).toHaveCount(0);
      expect(mailsTo(email)).toBe(1);

      await open('/it/passwordreset');
      await type(fields.email, email);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(passwordReset.success);

      const link = new URL(await linkFromMail({ to: email, path: '/it/passwordchange?token=' }));
      await open(`${link.pathname}${link.search}`);
      await type(fields.newPassword, `${PASSWORD}7`);
      await page.keyboard.press('Tab');
      await page.keyboard.type(`${PASSWORD}7`);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(passwordChange.success);
    } finally {
      await context.close();
    }
  });
}

for (const scripts of [false, true]) {
  const how = scripts ? 'with scripts' : 'before the scripts run';
  test(`the newsletter by the keyboard alone, at a fast typist's pace: a malformed address, then the right one, each sent with Enter, ${how} (de)`, async ({
    browser,
    baseURL,
    deleteUserAfter,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const { page, context, open } = await windowFor(browser, baseURL, scripts);
    const { newsletter, validation } = texts('de', 'common');
    try {
      const email = uniqueEmail(`letter-keys-${scripts ? 'js' : 'plain'}`);
      deleteUserAfter(email);
      await open('/de');
      const form = page.getByRole('region', { name: newsletter.title });
      const address = form.getByLabel(newsletter.email, { exact: true });
      await address.focus();
      await page.keyboard.type('lia@');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Lia');
      await page.keyboard.press('Enter');
      await expect(page.getByText(validation.emailFormat)).toBeVisible();
      // Tab led to the first name, which is kept.
      await expect(page.getByLabel(newsletter.firstName, { exact: true }).first()).toHaveValue(
        'Lia',
      );
      // The focus goes back to the address by the keyboard, which replaces what it holds.
      await page.getByLabel(newsletter.email, { exact: true }).first().focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(email);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: newsletter.done })).toBeVisible();
    } finally {
      await context.close();
    }
  });
}

for (const locale of LOCALES) {
  test(`without scripts, the pages only the browser can show say what they need, and the password rules claim nothing (${locale})`, async ({
    browser,
    baseURL,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const { page, context } = await withoutScripts(browser, baseURL);
    try {
      const { app } = texts(locale, 'common');
      // A browser with scripts off shows a noscript's content as the page; the one Playwright
      // drives only stops its scripts and keeps it as text, so the page's markup is read.
      for (const path of ['history', 'compare', 'result']) {
        const response = await page.goto(`/${locale}/${path}`);
        expect(await response?.text(), path).toContain(
          `<noscript><p class="notice">${app.needsScripts}</p></noscript>`,
        );
      }
      const { passwordRules } = texts(locale, 'account');
      await page.goto(`/${locale}/signup`);
      await expect(page.locator('.password-rules li')).toHaveCount(5);
      await expect(page.locator('.password-rules')).not.toContainText(passwordRules.notMet);
      await expect(page.locator('.password-rules')).not.toContainText('○');
    } finally {
      await context.close();
    }
  });
}
