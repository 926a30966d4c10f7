import type { Page } from '@playwright/test';
import { expectWordsWhole } from '../support/words';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { seedShortVersionAnswers } from '../support/result';
import { servedQuestions } from '../support/survey';

/** Fails when the page scrolls sideways: nothing may be wider than the viewport. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
    body: document.body.scrollWidth,
    // What sticks out, to say where the fault is.
    outside: Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`),
  }));
  expect(
    widths.scroll,
    `${where} scrolls sideways: ${widths.outside.join(', ')}`,
  ).toBeLessThanOrEqual(widths.client);
  expect(widths.body, `${where} body is wider than the viewport`).toBeLessThanOrEqual(
    widths.client,
  );
}

/** Opens each footer menu in turn: it stays inside the viewport and nothing scrolls sideways. */
async function expectMenusInside(page: Page, where: string) {
  for (const menu of ['user-menu', 'nav-menu']) {
    const toggle = page.locator(`.${menu}__toggle`);
    if ((await toggle.count()) === 0) continue;
    await toggle.click();
    const list = page.locator(`.${menu}__list`);
    await expect(list).toBeVisible();
    const box = await list.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box, `${where} ${menu}`).not.toBeNull();
    expect(box?.x ?? -1, `${where} ${menu} left edge`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${where} ${menu} right edge`).toBeLessThanOrEqual(
      width,
    );
    await expectNoSidewaysScroll(page, `${where} with the ${menu} open`);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
  }
}

/** The landmarks: one main, the footer (contentinfo) and the newsletter beside it, not in it. */
async function expectLandmarks(page: Page, where: string) {
  await expect(page.getByRole('main'), where).toHaveCount(1);
  await expect(page.getByRole('contentinfo'), where).toHaveCount(1);
  expect(await page.locator('main footer, main .newsletter, main .site-footer').count()).toBe(0);
  await expect(page.getByRole('navigation', { name: /.+/ }).first()).toBeAttached();
}

/** Cells with a number and its unit keep them on one line. */
async function expectNumbersOnOneLine(page: Page) {
  const broken = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.score-table td'))
      .filter((cell) => /\d\s*%/.test(cell.textContent ?? ''))
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set(
          Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
        );
        return tops.size > 1;
      })
      .map((cell) => cell.textContent),
  );
  expect(broken).toEqual([]);
}

for (const width of [320, 390]) {
  test(`every screen fits a ${width} px phone, menus open (French)`, async ({ page, login }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 844 });
    await seedShortVersionAnswers(page);
    await page.goto('/fr/result');
    await expect(page).toHaveURL(/\/fr\/result\?id=\w+$/);
    const code = new URL(page.url()).searchParams.get('id') ?? '';
    const swissCrossSecret = await page.evaluate(
      () => JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}').resultSecret as string,
    );
    await login({
      firstName: 'Claire',
      swissCross: code,
      swissCrossSecret,
      allowedInGallery: true,
      language: 'fr',
    });
    const userId = await page.evaluate(
      () => JSON.parse(localStorage.getItem('values-cross:auth') ?? '{}').id as number,
    );
    const shortLength = (await servedQuestions(page)).filter((q) => q.inNexpresso).length;
    const screens = [
      '',
      'chapter/1',
      'question/1',
      `continue/${shortLength + 1}`,
      `result?id=${code}`,
      'embed',
      'embed/question/1',
      `embed/result?id=${code}`,
      'login',
      'signup',
      'registered',
      'confirm?token=invalid',
      'passwordreset',
      'passwordchange?token=invalid',
      'profile',
      'gallery',
      `compare?with=${userId}`,
      'privacy',
      'newsletter',
      'newsletter/confirm?token=invalid',
      'no-such-page',
    ];
    for (const screen of screens) {
      const where = `/fr/${screen} at ${width} px`;
      await page.goto(`/fr/${screen}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page, where);
      await expectNumbersOnOneLine(page);
      await expectWordsWhole(page);
      if (screen.startsWith('embed')) {
        // The embedded survey lives in a partner's page: its main content only, no footer or menu.
        await expect(page.getByRole('main'), where).toHaveCount(1);
        continue;
      }
      await expectLandmarks(page, where);
      await expectMenusInside(page, where);
    }
  });
}

test('a skip link leads keyboard users to the main content', async ({ page }) => {
  await page.goto('/it/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
});

test('the result code is set in a face without ligatures', async ({ page }) => {
  await seedShortVersionAnswers(page);
  await page.goto('/fr/result');
  await expect(page).toHaveURL(/\/fr\/result\?id=\w+$/);
  const code = new URL(page.url()).searchParams.get('id') ?? '';
  const shown = page.locator('.result__code code');
  await expect(shown).toHaveText(code);
  const style = await shown.evaluate((el) => getComputedStyle(el));
  expect(style.fontVariantLigatures).toBe('none');
  expect(style.fontFamily).toMatch(/mono/i);
});

test('the portrait is chosen with a labelled button of the page’s language, by keyboard', async ({
  page,
  login,
}) => {
  await login({ firstName: 'Giulia', language: 'it' });
  await page.goto('/it/profile');
  const choose = page.getByRole('button', { name: 'Scegli un’immagine' });
  await expect(choose).toBeVisible();
  await expect(page.locator('#portrait')).not.toBeInViewport();
  const chooser = page.waitForEvent('filechooser');
  await choose.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'ritratto.png',
    mimeType: 'image/png',
    // A 1 × 1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('img', { name: 'Anteprima del tuo ritratto' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Italian easy reading on a 320 × 640 phone: every short question shows its first answer on its first screen, and one’s own result with where one stands fits (decision 0045)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/it?reading=easy');
  const short = (await servedQuestions(page)).filter((q) => q.inNexpresso);
  for (let position = 1; position <= short.length; position += 1) {
    await page.goto(`/it/question/${position}?reading=easy`);
    const first = page.locator('.slider__stop, .choice').first();
    await expect(first).toBeVisible();
    const option = await first.boundingBox();
    const arrows = await page.locator('.flow-arrows').boundingBox();
    // The first answer's top half shows above the arrows' bar (its faded top half included).
    expect(option, `question ${position}`).not.toBeNull();
    expect(
      (option?.y ?? Infinity) + 10,
      `question ${position}: first answer below the first screen`,
    ).toBeLessThanOrEqual((arrows?.y ?? 0) + 20);
  }
  // One's own result, with where one stands among 30 others: nothing wider than the phone.
  const leaves = short.flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]));
  for (let person = 0; person < 30; person += 1) {
    const answers = leaves.map((q) => q.answers[(person + q.id) % q.answers.length]?.id ?? 0);
    await page.request.post('/api/v1/answer-set/', { data: { answers } });
  }
  await seedShortVersionAnswers(page);
  await page.goto('/it/result?reading=easy');
  await expect(page).toHaveURL(/\/it\/result\?id=/);
  await page.keyboard.press('End');
  await expect(page.locator('.standing__table')).toBeVisible();
  await expectNoSidewaysScroll(page, 'own result, easy Italian');
});
