import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';
import {
  createGroupThroughApi,
  deleteGroupThroughApi,
  groupNow,
  joinWithNewResult,
} from '../support/groups';
import { goDownThePage, seedShortVersionAnswers } from '../support/result';

const CODE_URL = /\/result\?id=([0-9A-Za-z]{12})$/;

/** Collects console errors and warnings (a hydration mismatch shows there) and page errors. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A page in a browser context of its own (another device), ready once its scripts took over. */
async function otherDevice(
  browser: Browser,
  baseURL: string | undefined,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  const open = async (path: string) => {
    await page.goto(path);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
  };
  return { page, open, close: () => context.close() };
}

/** Fails when the page scrolls sideways, or (with `vertically`) scrolls at all. */
async function expectNoScroll(page: Page, { vertically = false } = {}) {
  const size = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
    clientWidth: document.documentElement.clientWidth,
    clientHeight: document.documentElement.clientHeight,
  }));
  expect(size.width, 'scrolls sideways').toBeLessThanOrEqual(size.clientWidth);
  if (vertically) expect(size.height, 'scrolls down').toBeLessThanOrEqual(size.clientHeight);
}

/** The text of the QR code on the page. */
async function qrText(page: Page, name: RegExp): Promise<string | undefined> {
  const png = PNG.sync.read(await page.getByRole('img', { name }).screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

test('a class cross: created in German, the live screen follows members joining, the cross appears at five, a member compares and leaves, the admin closes, reopens and deletes', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);

  // The teacher creates the group: the admin view opens with the private admin link.
  await page.goto('/de/group');
  await expectNoAxeViolations(page);
  await page.getByLabel('Name der Gruppe').fill('  Klasse 3b ');
  await page.getByRole('button', { name: 'Gruppe erstellen' }).click();
  await expect(page).toHaveURL(/\/de\/group\/[0-9A-Za-z]{10}$/);
  const code = /\/group\/([0-9A-Za-z]{10})$/.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Klasse 3b');
  await expect(page.getByText('Deine Gruppe ist erstellt.')).toBeVisible();
  const adminLink = page.locator('.group-admin__url code');
  await expect(adminLink).toHaveText(new RegExp(`/de/group/${code}#admin=[\\w-]{22,}$`));
  const secret = (await adminLink.textContent())?.split('#admin=')[1] ?? '';
  // The secret stays in this browser and out of the address (and out of any query).
  expect(page.url()).not.toContain('admin');
  const remembered = await page.evaluate(() => localStorage.getItem('values-cross:group-admin'));
  expect(JSON.parse(remembered ?? '{}')).toEqual({ [code]: secret });
  await expect(page.locator('.group-summary')).toHaveText(/^0\sMitglieder$/);
  await expectNoAxeViolations(page);

  // The live screen on a projector, in a browser of its own.
  const screen = await otherDevice(browser, baseURL, { viewport: { width: 1920, height: 1080 } });
  await screen.open(`/de/group/${code}/screen`);
  const count = screen.page.locator('.group-screen__count');
  await expect(count).toHaveText(/^0\sMitglieder$/);
  expect(await qrText(screen.page, /^QR-Code/)).toBe(`${baseURL}/de/group/${code}`);
  await expectNoAxeViolations(screen.page);

  // Four join through the API: still no cross.
  for (let pick = 0; pick < 4; pick += 1) await joinWithNewResult(page, { group: code, pick });
  await expect(count).toHaveText(/^4\sMitglieder$/);
  await expect(screen.page.locator('.group-cross')).toHaveCount(0);
  await expect(screen.page.getByText(/erscheint ab 5\sMitgliedern/)).toBeVisible();
  await page.reload();
  await expect(page.locator('.group-summary')).toHaveText(/^4\sMitglieder/);
  await expect(page.locator('.group-cross')).toHaveCount(0);

  // The fifth joins in the browser: the survey taken for the group puts the result in it.
  const member = await otherDevice(browser, baseURL);
  await seedShortVersionAnswers(member.page);
  await member.open(`/de/group/${code}`);
  await member.page.getByRole('button', { name: 'Umfrage für diese Gruppe ausfüllen' }).click();
  await expect(member.page).toHaveURL(/\/de\/chapter\/1$/);
  await member.open('/de/result');
  await expect(member.page).toHaveURL(CODE_URL);
  await goDownThePage(member.page);
  const groupSection = member.page.locator('.result-group');
  await expect(groupSection.getByRole('heading', { name: 'Deine Gruppe' })).toBeVisible();
  await expect(groupSection.getByRole('link', { name: 'Klasse 3b' })).toHaveAttribute(
    'href',
    `/de/group/${code}`,
  );
  const stored = () =>
    member.page.evaluate(() => JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'));
  expect(await stored()).toMatchObject({ resultGroup: code, groupCode: null });

  // From five members on the cross appears, live on the screen and on the group's page.
  await expect(count).toHaveText(/^5\sMitglieder$/);
  await expect(screen.page.locator('.group-cross .cross__shape')).toBeVisible();
  await expect(screen.page.locator('.group-cross .cross__band')).toBeAttached();
  await expectNoScroll(screen.page, { vertically: true });
  await expectNoAxeViolations(screen.page);
  await page.reload();
  await expect(page.locator('.group-cross .cross__shape')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Die Werte der Gruppe in Zahlen' }).locator('tbody tr'),
  ).toHaveCount(8);
  await expect(page.getByRole('heading', { name: 'Was die Werte bedeuten' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The member compares their cross with the group's, then leaves the group.
  await groupSection.getByRole('button', { name: 'Mit meiner Gruppe vergleichen' }).click();
  await expect(groupSection.locator('.cross__overlay')).toBeVisible();
  await expect(groupSection.getByRole('table', { name: 'Unterschiede' })).toBeVisible();
  await expectNoAxeViolations(member.page);
  await groupSection.getByRole('button', { name: 'Gruppe verlassen' }).click();
  await expect(
    groupSection.getByRole('heading', { name: 'Dein Resultat zu einer Gruppe hinzufügen' }),
  ).toBeVisible();
  expect((await stored()).resultGroup).toBeNull();
  expect((await groupNow(page.request, code)).body.members).toBe(4);
  await expect(count).toHaveText(/^4\sMitglieder$/);
  await expect(screen.page.locator('.group-cross')).toHaveCount(0);

  // The admin closes the group: the member cannot add the result with the join link.
  await page.getByRole('button', { name: 'Für neue Mitglieder schliessen' }).click();
  await expect(
    page.getByText('Die Gruppe ist jetzt für neue Mitglieder geschlossen.'),
  ).toBeVisible();
  await expect(
    screen.page.getByText('Die Gruppe ist für neue Mitglieder geschlossen.'),
  ).toBeVisible();
  await groupSection
    .getByLabel('Gruppencode oder Beitrittslink')
    .fill(`${baseURL}/de/group/${code}`);
  await groupSection.getByRole('button', { name: 'Mein Resultat hinzufügen' }).click();
  await expect(groupSection.getByRole('alert')).toHaveText(
    'Diese Gruppe ist für neue Mitglieder geschlossen.',
  );

  // Open again: now it works.
  await page.getByRole('button', { name: 'Wieder für neue Mitglieder öffnen' }).click();
  await expect(page.getByText('Die Gruppe ist wieder für neue Mitglieder offen.')).toBeVisible();
  await groupSection.getByRole('button', { name: 'Mein Resultat hinzufügen' }).click();
  await expect(groupSection.getByRole('heading', { name: 'Deine Gruppe' })).toBeVisible();
  await expect(count).toHaveText(/^5\sMitglieder$/);

  // The admin deletes the group, after being asked once more.
  await page.getByRole('button', { name: 'Gruppe löschen' }).click();
  await expect(page.getByRole('button', { name: 'Gruppe behalten' })).toBeFocused();
  await page.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/de\/group$/);
  await expect(page.getByRole('status').filter({ hasText: 'wurde gelöscht' })).toHaveText(
    'Die Gruppe «Klasse 3b» wurde gelöscht. Die Resultate der Mitglieder bleiben ihre eigenen.',
  );
  expect(await page.evaluate(() => localStorage.getItem('values-cross:group-admin'))).toBe('{}');
  expect((await groupNow(page.request, code)).status).toBe(404);
  await expect(screen.page.getByText('Diese Gruppe gibt es nicht mehr.')).toBeVisible();
  // The member's result is theirs still, in no group.
  await member.page.reload();
  await expect(
    member.page.getByRole('heading', { name: 'Dein Resultat zu einer Gruppe hinzufügen' }),
  ).toBeVisible();
  expect((await stored()).resultGroup).toBeNull();

  await screen.close();
  await member.close();
  expect(problems).toEqual([]);
});

test('an unknown or deleted group is the 404 page, with status 404', async ({ page, request }) => {
  const group = await createGroupThroughApi(request, { name: 'Bald weg' });
  await deleteGroupThroughApi(request, group);
  for (const path of [
    '/de/group/zzzzzzzzzz',
    `/en/group/${group.code}`,
    `/fr/group/${group.code}/screen`,
    '/it/group/not-a-code!',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  await page.goto('/en/group/zzzzzzzzzz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
});

test('the create form says what is wrong before sending', async ({ page }) => {
  await page.goto('/en/group');
  await page.getByRole('button', { name: 'Create the group' }).click();
  await expect(page.getByText('Please give the group a name.')).toBeVisible();
  await expect(page.getByLabel('Name of the group')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Name of the group').fill('<b>Team</b>');
  await page.getByLabel('E-mail for the admin link (optional)').fill('not an address');
  await page.getByRole('button', { name: 'Create the group' }).click();
  await expect(page.getByText('The name cannot contain the characters < and >.')).toBeVisible();
  await expect(page.getByLabel('E-mail for the admin link (optional)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL(/\/en\/group$/);
});

for (const locale of LOCALES) {
  test(`the group's pages fit a 320 px phone, hydrate quietly and pass axe in ${locale}`, async ({
    browser,
    baseURL,
    request,
  }) => {
    const group = await createGroupThroughApi(request, {
      name: 'Verein für Gemeinschaftsgärten und Nachbarschaftshilfe Oberwinterthur',
      language: locale,
    });
    const phone = await otherDevice(browser, baseURL, { viewport: { width: 320, height: 640 } });
    const problems = watchConsole(phone.page);
    try {
      for (let pick = 0; pick < 5; pick += 1) {
        await joinWithNewResult(phone.page, { group: group.code, pick });
      }
      for (const path of [`/${locale}/group`, `/${locale}/group/${group.code}`]) {
        await phone.open(path);
        await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoScroll(phone.page);
        await expectNoAxeViolations(phone.page);
      }
      await expect(phone.page.locator('.group-cross .cross__shape')).toBeVisible();
      await phone.open(`/${locale}/group/${group.code}/screen`);
      await expect(phone.page.locator('.group-screen .cross__shape')).toBeVisible();
      await expectNoScroll(phone.page);
      await expectNoAxeViolations(phone.page);
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
      await deleteGroupThroughApi(request, group);
    }
  });
}
