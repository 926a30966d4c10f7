import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { seedShortVersionAnswers } from '../support/result';
import { walkUntil } from '../support/survey';

const CODE_URL = /\/result\?id=([0-9A-Za-z]{12})$/;

test('finish the short version, see the cross animate and settle, and read the profile', async ({
  page,
}) => {
  await page.goto('/en/chapter/1');
  await walkUntil(page, /\/en\/continue\/\d+$/, { start: 'Start', next: 'Next question' });
  await page.getByRole('button', { name: 'Show my result' }).click();
  await expect(page).toHaveURL(CODE_URL);
  const shape = page.locator('.result__cross .cross__shape');
  const shapes = new Set<string>();
  await expect
    .poll(async () => shapes.add((await shape.getAttribute('d')) ?? '').size, {
      message: 'the cross takes several shapes while it animates',
    })
    .toBeGreaterThan(2);
  await expect(shape).toHaveAttribute('data-settled', 'true', { timeout: 8000 });
  const settled = await shape.getAttribute('d');
  // Once settled the cross holds still: its outline does not change over the next 30 frames.
  const movedAfterSettling = await shape.evaluate(
    (path) =>
      new Promise<boolean>((resolve) => {
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve(true);
        });
        observer.observe(path, { attributeFilter: ['d'] });
        let frames = 0;
        const frame = () => {
          frames += 1;
          if (frames < 30) return requestAnimationFrame(frame);
          observer.disconnect();
          resolve(false);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(movedAfterSettling).toBe(false);
  expect(await shape.getAttribute('d')).toBe(settled);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.locator('[data-profile-kind]')).toHaveText(/^Your cross /);
  await expect(
    page.getByRole('table', { name: 'Your values in numbers' }).getByRole('row'),
  ).toHaveCount(9);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(page.url()).toContain(stored.resultCode);
  expect(stored.answersReady).toBe(true);

  await page.reload();
  await expect(shape).toHaveAttribute('data-settled', 'true', { timeout: 8000 });
  expect(await shape.getAttribute('d')).toBe(settled);
});

test('with reduced motion the final cross shows at once', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await seedShortVersionAnswers(page);
  await page.goto('/en/result');
  await expect(page).toHaveURL(CODE_URL);
  await expect(page.locator('.result__cross .cross__shape')).toHaveAttribute(
    'data-settled',
    'true',
    { timeout: 1500 },
  );
  await context.close();
});

test('explanation, download, copy link, share window with QR code, and the page is accessible', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await seedShortVersionAnswers(page, { row: 'first' });
  await page.goto('/de/result');
  await expect(page).toHaveURL(CODE_URL);
  const code = CODE_URL.exec(page.url())?.[1] ?? '';
  const url = `${baseURL}/de/result?id=${code}`;

  await page.getByRole('button', { name: 'Erklärung anzeigen' }).click();
  await expect(page.getByRole('heading', { name: 'Was das Kreuz zeigt' })).toBeVisible();
  await expect(page.locator('.cross--explanation .cross__label')).toHaveCount(8);
  // The result's cross names its arms too (decision 0045).
  await expect(page.locator('.result__cross .cross__label')).toHaveCount(8);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Erklärung ausblenden' }).click();
  await expect(page.getByRole('heading', { name: 'Was das Kreuz zeigt' })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Bild herunterladen' }).click(),
  ]);
  const image = PNG.sync.read(readFileSync((await download.path()) ?? ''));
  expect([image.width, image.height]).toEqual([1080, 1080]);

  await page.locator('.result-actions').getByRole('button', { name: 'Teilen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Teile dein Kreuz' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Per E-Mail senden' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=Mein%20Wertekreuz&body=.*/,
  );
  const qr = PNG.sync.read(
    await dialog.getByRole('img', { name: 'QR-Code des Links zu deinem Kreuz' }).screenshot(),
  );
  expect(jsQR(new Uint8ClampedArray(qr.data), qr.width, qr.height)?.data).toBe(url);
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(dialog.getByText('Link kopiert')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByText('Link kopiert')).toHaveCount(0, { timeout: 2500 });
  await dialog.getByRole('button', { name: 'Schliessen' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
});

test('redo clears everything and starts at chapter 1', async ({ page }) => {
  await seedShortVersionAnswers(page);
  await page.goto('/fr/result');
  await expect(page).toHaveURL(CODE_URL);
  await page.getByRole('button', { name: 'Recommencer' }).click();
  await expect(page).toHaveURL(/\/fr\/chapter\/1$/);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(stored.answeredQuestions).toEqual({});
  expect(stored.resultCode).toBeNull();
  expect(stored.nexpressoCompleted).toBe(false);
});

/** The server fails the first result sent to it (503) and stores the next; counts the sendings. */
async function failFirstSaving(page: Page): Promise<() => number> {
  let posts = 0;
  await page.route('**/api/v1/answer-set/', async (route) => {
    posts += 1;
    if (posts === 1) await route.fulfill({ status: 503, body: '{"detail":"unavailable"}' });
    else await route.continue();
  });
  return () => posts;
}

test('when saving fails and the device cannot score, the answers stay and the page retries', async ({
  page,
}) => {
  await seedShortVersionAnswers(page);
  const posts = await failFirstSaving(page);
  // Nor can the questionnaire be loaded: the device has nothing to score the answers with.
  await page.route('**/api/v1/questionnaire/**', (route) => route.abort());
  await page.goto('/it/result');
  await expect(page.getByRole('alert')).toContainText(
    'Non è stato ancora possibile salvare il tuo risultato.',
  );
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(Object.keys(stored.answeredQuestions).length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Riprova ora' }).click();
  await expect(page).toHaveURL(CODE_URL);
  expect(posts()).toBe(2);
});

test('when saving fails the device shows the result not sent yet, and sends it by itself', async ({
  page,
}) => {
  await seedShortVersionAnswers(page);
  const posts = await failFirstSaving(page);
  await page.goto('/it/result');
  await expect(page.getByText('Non ancora inviato: questo dispositivo')).toBeVisible();
  await expect(page.locator('.score-table:not(.standing__table)')).toBeVisible();
  // Tried again after a few seconds: stored once, with its code.
  await expect(page).toHaveURL(CODE_URL, { timeout: 15_000 });
  await expect(page.getByText('Non ancora inviato: questo dispositivo')).toBeHidden();
  expect(posts()).toBe(2);
});

test('a shared link describes the result to link previews without JavaScript', async ({
  page,
  request,
}) => {
  await seedShortVersionAnswers(page);
  await page.goto('/en/result');
  await expect(page).toHaveURL(CODE_URL);
  const code = CODE_URL.exec(page.url())?.[1] ?? '';
  const html = await (await request.get(`/fr/result?id=${code}`)).text();
  expect(html).toContain('<html lang="fr"');
  // A shared link is someone's result: the preview speaks of "a cross", "this cross".
  expect(html).toContain(
    '<meta property="og:title" content="Une croix des valeurs – Croix des valeurs" />',
  );
  expect(html).toMatch(/<meta property="og:description" content="Cette croix [^"]+"/);
  const image =
    /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
  expect(image).toContain(`/api/v1/answer-set/${code}/image.png?lang=fr&format=social`);
  const png = PNG.sync.read(await (await request.get(image)).body());
  expect([png.width, png.height]).toEqual([1200, 630]);
});

test('an unknown result code says so and invites to the survey', async ({ page }) => {
  await page.goto('/en/result?id=AAAAAAAAAAAA');
  await expect(page.getByText('No result was found for this link.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Take the survey' })).toBeVisible();
});

test('compare with the average once 300 results exist', async ({ page, request }) => {
  test.setTimeout(90_000);
  await seedShortVersionAnswers(page);
  const answers = await page.evaluate(() =>
    Object.values(
      JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}').answeredQuestions,
    ).flat(),
  );
  for (let batch = 0; batch < 30; batch += 1) {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        request.post('/api/v1/answer-set/', { data: { answers, language: 'it' } }),
      ),
    );
  }
  await page.goto('/it/result');
  await expect(page).toHaveURL(CODE_URL);
  await page.getByRole('button', { name: 'Confronta con la media' }).click();
  await expect(page.locator('.result__cross .cross__overlay')).toHaveCount(1);
  await expect(page.getByText(/^Media di \d+\s+partecipanti$/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Media' })).toBeVisible();
  await page.getByRole('button', { name: 'Nascondi la media' }).click();
  await expect(page.locator('.result__cross .cross__overlay')).toHaveCount(0);
});

const KEY_NAMES = {
  de: ['Neugier', 'Macht'],
  fr: ['Curiosité', 'Pouvoir'],
  it: ['Curiosità', 'Potere'],
  en: ['Curiosity', 'Power'],
} as const;

for (const locale of ['de', 'fr', 'it', 'en'] as const) {
  test(`opening /result again shows one's own result, no copy; its arms are named (${locale})`, async ({
    page,
  }) => {
    await seedShortVersionAnswers(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/${locale}/result`);
    await expect(page).toHaveURL(CODE_URL);
    const first = page.url();
    // A bookmark or a typed address: the same result, not a new copy of it.
    await page.goto(`/${locale}/result`);
    await expect(page).toHaveURL(CODE_URL);
    expect(page.url()).toBe(first);
    // Which arm is which: the cross itself names every value beside its arm.
    const key = page.locator('.result__cross .cross__label');
    await expect(key).toHaveCount(8);
    for (const name of KEY_NAMES[locale])
      await expect(key.filter({ hasText: name })).toHaveCount(1);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
  });
}
