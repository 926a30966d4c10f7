import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';
import { goDownThePage, seedBrowserResults } from '../support/result';
import { storedStanding } from '../support/stored';
import { servedQuestions } from '../support/survey';
import type population from '@values-cross/content/locales/en/population.json';

type Locale = (typeof LOCALES)[number];
/** A file of the content package (its catalogues), where the workspace installed it. */
const contentFile = (place: string) =>
  createRequire(import.meta.url).resolve(`@values-cross/content/${place}`);
/** The population texts, shaped as the English catalogue. */
type Texts = typeof population;
const texts = (locale: Locale): Texts =>
  JSON.parse(readFileSync(contentFile(`locales/${locale}/population.json`), 'utf8')) as Texts;
/** The result page's titles. */
const results = (locale: Locale): { title: string; titleShared: string } =>
  JSON.parse(readFileSync(contentFile(`locales/${locale}/result.json`), 'utf8')) as {
    title: string;
    titleShared: string;
  };
/** A text with its placeholders as "anything" (for matching what the page shows). */
const pattern = (text: string) =>
  new RegExp(
    text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

/** A result made through the API with the nth answer of every short-version question. */
async function makeResult(page: Page, request: APIRequestContext, row: number) {
  const answers = (await servedQuestions(page))
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => {
      const answer = q.answers[row % q.answers.length];
      return answer ? [answer.id] : [];
    });
  const response = await request.post('/api/v1/answer-set/', { data: { answers } });
  expect(response.status()).toBe(201);
  return (await response.json()) as { code: string; secret: string };
}

async function tell(
  request: APIRequestContext,
  made: { code: string; secret: string },
  canton: string,
) {
  const response = await request.put(`/api/v1/answer-set/${made.code}/about`, {
    data: { canton, ageBand: '35-49', consent: true },
    headers: { 'x-result-secret': made.secret },
  });
  expect(response.status()).toBe(200);
}

test.describe.configure({ mode: 'serial' });

test('setting up: 32 results in Vaud, so that everyone and Vaud can be compared with', async ({
  page,
  request,
}) => {
  await page.goto('/en');
  for (let n = 0; n < 32; n += 1) await tell(request, await makeResult(page, request, n), 'VD');
});

for (const locale of LOCALES) {
  test(`where you stand: among everyone, then in one's canton after telling it (${locale})`, async ({
    page,
    request,
  }) => {
    const t = texts(locale);
    // Nothing the page does may end in an error the browser reports (a failed request, say).
    const problems: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${locale}`);
    const mine = await makeResult(page, request, 1);
    await seedBrowserResults(page, [mine]);
    await page.goto(`/${locale}/result?id=${mine.code}`);
    await goDownThePage(page);
    const section = page.getByRole('region', { name: t.standing.heading });
    await expect(section).toBeVisible();
    // One's own result is "your" cross; a visitor of the same link reads a neutral title.
    const titles = results(locale);
    await expect(page.locator('h1')).toHaveText(titles.title);
    const visitor = await page.context().browser()?.newPage();
    await visitor?.goto(page.url());
    await expect(visitor?.locator('h1') ?? page.locator('none')).toHaveText(titles.titleShared);
    await visitor?.close();
    // Among everyone: each value's shares lower, about the same and higher, as counted here from
    // what the server stored (the counts compared with, and the result's own values).
    await expect(section.getByText(pattern(t.standing.comparedWith.all))).toBeVisible();
    await expect(section.getByText(t.standing.selfSelected)).toBeVisible();
    const stored = storedStanding(mine.code);
    // Each person counts once, oneself not among the others (left out of the shares below when
    // the held counts hold one's result); the page says so.
    await expect(section.getByText(t.standing.counting, { exact: false })).toBeVisible();
    // The average only from the one threshold of every average shown (core AVERAGE_MINIMUM).
    await expect(
      section.getByText(
        stored.people >= 300
          ? t.standing.legend.average
          : t.standing.averageNotYet.replace('{{minimum}}', '300'),
      ),
    ).toBeVisible();
    const rows = section.locator('.standing__table tbody tr');
    await expect(rows).toHaveCount(8);
    for (const [row, share] of stored.values.entries()) {
      expect(share.lower + share.same + share.higher).toBe(100);
      await expect(rows.nth(row).locator('td')).toHaveText([
        `${share.lower}\u00a0%`,
        `${share.same}\u00a0% (${share.band})`,
        `${share.higher}\u00a0%`,
      ]);
    }
    // The section follows the profile, before the group form.
    const below = await page.evaluate(() => {
      const profile = document.querySelector('.profile');
      const standing = document.querySelector('.standing');
      return Boolean(
        profile &&
        standing &&
        profile.compareDocumentPosition(standing) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !document.querySelector('.standing ~ .profile'),
      );
    });
    expect(below).toBe(true);
    await expect(section.getByRole('radio', { name: t.standing.choices.canton })).toBeDisabled();

    // Telling the canton, age group and region, with consent.
    await section.getByRole('button', { name: t.about.open }).click();
    await section.getByRole('button', { name: t.about.save }).click();
    await expect(section.getByText(t.about.errors.nothing)).toBeVisible();
    await expect(section.getByText(t.about.errors.consent)).toBeVisible();
    await section.getByLabel(t.about.canton, { exact: true }).selectOption('VD');
    await expect(section.getByLabel(t.about.languageRegion, { exact: true })).toHaveValue('fr');
    await section.getByLabel(t.about.ageBand, { exact: true }).selectOption('65-plus');
    await section.getByLabel(t.about.consent).check();
    await section.getByRole('button', { name: t.about.save }).click();
    await expect(section.getByText(t.about.saved)).toBeVisible();

    // Among Vaud: 33 people; among the age group 65 and over: too few.
    await section.getByRole('radio', { name: t.standing.choices.canton }).check();
    await expect(section.getByText(pattern(t.standing.comparedWith.canton))).toContainText(
      t.cantons.VD,
    );
    await section.getByRole('radio', { name: t.standing.choices.age }).check();
    await expect(section.getByText(t.standing.tooFew.replace('{{minimum}}', '30'))).toBeVisible();
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
    await expectNoAxeViolations(page);

    // Deleting it: the comparison goes back to everyone.
    await section.getByRole('button', { name: t.about.remove }).click();
    await expect(section.getByText(t.about.removed)).toBeVisible();
    await expect(section.getByRole('radio', { name: t.standing.choices.all })).toBeChecked();
    const about = await request.get(`/api/v1/answer-set/${mine.code}/about`, {
      headers: { 'x-result-secret': mine.secret },
    });
    expect(about.status()).toBe(200);
    expect(await about.json()).toBeNull();
    expect(problems).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`a retake offers to carry canton and age over, with a new consent (${locale})`, async ({
    page,
    request,
  }) => {
    const t = texts(locale);
    await page.goto(`/${locale}`);
    const earlier = await makeResult(page, request, 3);
    await tell(request, earlier, 'TI');
    const retake = await makeResult(page, request, 4);
    await seedBrowserResults(page, [earlier, retake]);
    await page.goto(`/${locale}/result?id=${retake.code}`);
    await goDownThePage(page);
    const section = page.getByRole('region', { name: t.standing.heading });
    await expect(section.getByText(pattern(t.about.earlier))).toContainText(t.cantons.TI);
    await section.getByRole('button', { name: t.about.carryOver }).click();
    await expect(section.getByLabel(t.about.canton, { exact: true })).toHaveValue('TI');
    await expect(section.getByLabel(t.about.ageBand, { exact: true })).toHaveValue('35-49');
    // Consent is asked again: it was given for the earlier result only.
    await section.getByRole('button', { name: t.about.save }).click();
    await expect(section.getByText(t.about.errors.consent)).toBeVisible();
    await section.getByLabel(t.about.consent).check();
    await section.getByRole('button', { name: t.about.save }).click();
    await expect(section.getByText(t.about.saved)).toBeVisible();
    const about = await request.get(`/api/v1/answer-set/${retake.code}/about`, {
      headers: { 'x-result-secret': retake.secret },
    });
    expect(await about.json()).toMatchObject({ canton: 'TI', ageBand: '35-49' });
  });
}

test('publishing the open data with the operator command', async () => {
  await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'open-data', 'publish'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  });
});

for (const locale of LOCALES) {
  test(`the open data page: Switzerland, a canton, too few, the files (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const t = texts(locale);
    await page.goto(`/${locale}/open-data`);
    await expect(page.getByRole('heading', { level: 1, name: t.openData.title })).toBeVisible();
    // Its own title and link preview, not the product's.
    await expect(page).toHaveTitle(t.openData.meta.title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      t.openData.meta.title,
    );
    await expect(page.getByText(t.openData.selfSelected)).toBeVisible();
    // Which groups have figures: Vaud among the cantons, a link to its cell.
    const overview = page.getByRole('region', { name: t.openData.overview.heading });
    await expect(overview.getByRole('link', { name: t.cantons.VD })).toBeVisible();
    // The codebook: every column of the CSV file, and the same as a file in four languages.
    const codebook = page.getByRole('region', { name: t.openData.codebook.heading }).first();
    await expect(codebook.locator('tbody tr')).toHaveCount(6 + 8 * 4);
    const codebookFile = await request.get(
      (await codebook.getByRole('link', { name: t.openData.codebook.file }).getAttribute('href')) ??
        '',
    );
    expect(codebookFile.status()).toBe(200);
    expect(codebookFile.headers()['access-control-allow-origin']).toBe('*');
    // A citation line naming the snapshot and version.
    const citation = page.locator('.open-data__citation');
    await expect(citation).toContainText('CC BY 4.0');
    await expect(citation).toContainText(/\d{4}-\d{2}-\d{2}/);
    // The page's public address, as the server rendered it (never its own internal one).
    await expect(citation).toContainText(`${baseURL}/${locale}/open-data?snapshot=`);
    const table = page.locator('table.quantiles');
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(page.locator('#open-data-caption')).toContainText(t.openData.switzerland);
    await expectNoAxeViolations(page);

    await page.getByLabel(t.openData.choose.canton, { exact: true }).selectOption('VD');
    await page.getByRole('button', { name: t.openData.choose.show }).click();
    await expect(page).toHaveURL(/canton=VD/);
    await expect(page.locator('#open-data-caption')).toContainText(t.cantons.VD);

    await page.getByLabel(t.openData.choose.canton, { exact: true }).selectOption('GE');
    await page.getByRole('button', { name: t.openData.choose.show }).click();
    await expect(page.getByText(t.openData.noCell)).toBeVisible();

    const csv = await page.getByRole('link', { name: /^CSV/ }).getAttribute('href');
    const file = await request.get(csv ?? '');
    expect(file.status()).toBe(200);
    const [header, ...rows] = (await file.text()).trimEnd().split('\r\n');
    expect(header?.split(',').slice(0, 6)).toEqual([
      'questionnaire_version',
      'snapshot',
      'canton',
      'age_band',
      'language_region',
      'count',
    ]);
    for (const row of rows) expect(Number(row.split(',')[5]) % 5).toBe(0);
  });
}

test('the open data page reads before any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/open-data?canton=VD');
  await expect(page.locator('#open-data-caption')).toContainText('Waadt');
  await expect(page.locator('table.quantiles').getByRole('row')).toHaveCount(9);
  await context.close();
});

test('where you stand in easy language (fr)', async ({ page, request }) => {
  const easy = (
    JSON.parse(
      readFileSync(new URL('../../content/locales/fr/easy.json', import.meta.url), 'utf8'),
    ) as { population: Texts }
  ).population;
  await page.goto('/fr');
  const mine = await makeResult(page, request, 2);
  await seedBrowserResults(page, [mine]);
  await page.goto(`/fr/result?id=${mine.code}&reading=easy`);
  await goDownThePage(page);
  const section = page.getByRole('region', { name: easy.standing.heading });
  await expect(section.getByRole('button', { name: easy.about.open })).toBeVisible();
  await expect(section.getByText(easy.standing.method)).toBeVisible();
});

test('the open data page fits 320 and 390 px phones and works with the keyboard alone', async ({
  page,
}) => {
  const t = texts('it');
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/it/open-data');
    await expect(page.locator('#open-data-caption')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    // Where the table is wider than the screen, and only there, the page says it scrolls.
    const cut = await page
      .locator('.open-data__table')
      .first()
      .evaluate((box) => box.scrollWidth > box.clientWidth);
    await expect(page.getByText(t.openData.scrollHint)).toBeVisible({ visible: cut });
  }
  // Keyboard only: to the canton, choose Vaud by typing, then show it.
  const canton = page.getByLabel(t.openData.choose.canton, { exact: true });
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    if (await canton.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(canton).toBeFocused();
  await page.keyboard.type('Vaud');
  await expect(canton).toHaveValue('VD');
  // On to the button (a select keeps Enter for itself), past age group and region.
  const show = page.getByRole('button', { name: t.openData.choose.show });
  for (
    let step = 0;
    step < 5 && !(await show.evaluate((b) => b === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/canton=VD/);
  await expect(page.locator('#open-data-caption')).toContainText(t.cantons.VD);
  // The table's sideways scroll, where there is one, is reachable by the keyboard.
  await expect(page.locator('.open-data__table').first()).toHaveAttribute('tabindex', '0');
});
