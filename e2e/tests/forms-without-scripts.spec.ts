import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from '@playwright/test';
import type common from '@values-cross/content/locales/en/common.json';
import { expect, LOCALES, test } from '../support/fixtures';
import { linkFromMail, uniqueEmail } from '../support/outbox';

type Locale = (typeof LOCALES)[number];

/** A language's common texts, as the page shows them. */
const texts = (locale: Locale): typeof common =>
  JSON.parse(
    readFileSync(
      createRequire(import.meta.url).resolve(`@values-cross/content/locales/${locale}/common.json`),
      'utf8',
    ),
  ) as typeof common;

/** A browser window that runs no script: the page as a phone shows it before its scripts run. */
async function withoutScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

for (const locale of LOCALES) {
  test(`the newsletter form works before the page's scripts run (${locale})`, async ({
    browser,
    baseURL,
    deleteUserAfter,
  }) => {
    if (!baseURL) throw new Error('no base URL');
    const { newsletter, validation } = texts(locale);
    const { page, close } = await withoutScripts(browser, baseURL);
    try {
      await page.goto(`/${locale}`);
      const form = page.getByRole('region', { name: newsletter.title });
      // A wrong address: the server's page says so in the visitor's language, with what was typed.
      await form.getByLabel(newsletter.email, { exact: true }).fill('anna.example.ch');
      await form.getByLabel(newsletter.lastName, { exact: true }).fill('Muster');
      await form.getByRole('button', { name: newsletter.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/newsletter$`));
      // The newsletter page: the form is its main content.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsletter.title);
      const again = page.getByRole('main');
      await expect(again.getByLabel(newsletter.email, { exact: true })).toHaveAccessibleDescription(
        validation.emailFormat,
      );
      await expect(again.getByLabel(newsletter.email, { exact: true })).toHaveValue(
        'anna.example.ch',
      );
      await expect(again.getByLabel(newsletter.lastName, { exact: true })).toHaveValue('Muster');
      // Corrected: subscribed, and the confirmation mail goes out.
      const email = uniqueEmail(`no-script-${locale}`);
      deleteUserAfter(email);
      await again.getByLabel(newsletter.email, { exact: true }).fill(email);
      await again.getByRole('button', { name: newsletter.submit }).click();
      await expect(page.getByRole('status')).toHaveText(newsletter.done);
      expect(
        await linkFromMail({ to: email, path: `/${locale}/newsletter/confirm?token=` }),
      ).toBeTruthy();
    } finally {
      await close();
    }
  });
}

test('the newsletter form sent by the page’s scripts stays on the page and tells to confirm', async ({
  page,
  deleteUserAfter,
}) => {
  const { newsletter } = texts('fr');
  await page.goto('/fr');
  const form = page.getByRole('region', { name: newsletter.title });
  const email = uniqueEmail('with-script-fr');
  deleteUserAfter(email);
  await form.getByLabel(newsletter.email, { exact: true }).fill(email);
  await form.getByRole('button', { name: newsletter.submit }).click();
  await expect(form.getByRole('status')).toHaveText(newsletter.done);
  await expect(page).toHaveURL(/\/fr$/);
  expect(await linkFromMail({ to: email, path: '/fr/newsletter/confirm?token=' })).toBeTruthy();
});
