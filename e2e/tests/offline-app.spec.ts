import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, LOCALES, test } from '../support/fixtures';

// The app kept by its service worker (decision 0059): installable, and once opened it opens again
// with no network, in the address's language, questionnaire included.

test.use({ serviceWorkers: 'allow' });

test('the app offers installation with no installability error', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto('/it/');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBe('/manifest.it.webmanifest');
  const served = await page.request.get(manifest ?? '');
  expect(await served.json()).toMatchObject({
    name: 'Croce dei valori',
    start_url: '/it/',
    display: 'standalone',
    icons: expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192' }),
      expect.objectContaining({ sizes: '512x512' }),
    ]),
  });
  // A browser window of a profile (a test's usual context is a private one, which no browser
  // offers to install from).
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const browser = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const window = browser.pages()[0] ?? (await browser.newPage());
    await window.goto('/it/');
    await window.evaluate(() => navigator.serviceWorker.ready);
    const session = await browser.newCDPSession(window);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

for (const locale of LOCALES) {
  test(`once opened, the survey opens again without a network in ${locale}`, async ({
    page,
    context,
  }) => {
    await page.goto(`/${locale}/`);
    // The worker keeps the app once it is installed and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    await context.setOffline(true);
    await page.goto(`/${locale}/question/1`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first question, answered on a scale, from the questionnaire the worker kept.
    await expect(page.getByRole('slider')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('slider')).toBeVisible();
    await context.setOffline(false);
  });
}
