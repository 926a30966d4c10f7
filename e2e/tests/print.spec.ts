import type { Page } from '@playwright/test';
import { expect, LOCALES, test } from '../support/fixtures';
import {
  createGroupThroughApi,
  deleteGroupThroughApi,
  joinWithNewResult,
  shortVersionAnswers,
} from '../support/groups';
import { printedPages } from '../support/printing';
import { goDownThePage, seedShortVersionAnswers } from '../support/result';

const PRINT_BUTTON = {
  de: 'Drucken oder als PDF speichern',
  fr: 'Imprimer ou enregistrer en PDF',
  it: 'Stampa o salva come PDF',
  en: 'Print or save as PDF',
} as const;

/** The print button opens the browser's print dialog (recorded instead). */
async function expectPrintDialog(page: Page, name: string) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name }).click();
  // The dialog opens once every part of the page has come (the sheet, where one stands, …).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);
}

for (const locale of LOCALES) {
  test(`a result prints on one A4 page with its cross, code, QR, profile and values (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}`);
    const created = await page.request.post('/api/v1/answer-set/', {
      data: { answers: await shortVersionAnswers(page, 1), language: locale },
    });
    const { code } = (await created.json()) as { code: string };
    await page.goto(`/${locale}/result?id=${code}`);
    await expect(page.locator('.score-table__range').first()).toBeVisible();
    await expectPrintDialog(page, PRINT_BUTTON[locale]);
    // The sheet's QR code is drawn when the page is printed, not on every visit.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.print-sheet__address')).toBeAttached();
    await expect(page.locator('.print-sheet svg')).toHaveCount(0);
    expect(await printedPages(page)).toBe(1);
    // What the sheet shows: the cross, the code as text and as QR with the page's address, the
    // profile and the values with their ranges; none of the page's buttons.
    await expect(page.locator('.result__cross svg')).toBeVisible();
    await expect(page.locator('.result-code')).toHaveText(code);
    const sheet = page.locator('.print-sheet');
    await expect(sheet.getByRole('img')).toBeVisible();
    await expect(sheet).toContainText(`/${locale}/result?id=${code}`);
    await expect(page.locator('.profile')).toBeVisible();
    await expect(page.locator('.score-table:not(.standing__table) tbody tr')).toHaveCount(8);
    await expect(page.locator('.score-table__range').first()).toBeVisible();
    await expect(page.getByRole('button', { name: PRINT_BUTTON[locale] })).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
  });
}

test('setting up: 30 results of the served version, so that one’s own can be compared', async ({
  page,
}) => {
  await page.goto('/en');
  for (let pick = 0; pick < 30; pick += 1) {
    const made = await page.request.post('/api/v1/answer-set/', {
      data: { answers: await shortVersionAnswers(page, pick) },
    });
    expect(made.status()).toBe(201);
  }
});

for (const locale of LOCALES) {
  for (const reading of ['standard', 'easy'] as const) {
    test(`one's own result, with where one stands, prints on one A4 page (${locale}, ${reading})`, async ({
      page,
    }) => {
      await seedShortVersionAnswers(page);
      await page.goto(`/${locale}/result`);
      await expect(page).toHaveURL(/\/result\?id=\w+$/);
      if (reading === 'easy') {
        await page.goto(`${page.url()}&reading=easy`);
        await expect(page.locator('html')).toHaveAttribute('data-reading', 'easy');
      }
      // The comparisons come as the person goes down the page: where one stands, with its
      // table, and the group form.
      await goDownThePage(page);
      await expect(page.locator('.standing__table tbody tr')).toHaveCount(8);
      await expect(page.locator('.result-group')).toBeAttached();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.print-sheet__made')).toBeAttached();
      expect(await printedPages(page)).toBe(1);
      // No form control prints; where one stands prints one line per value.
      await expect(page.locator('main input:visible, main select:visible')).toHaveCount(0);
      await expect(page.locator('.standing__table tbody tr:visible')).toHaveCount(8);
      await expect(page.locator('.standing__figure')).toBeHidden();
      // The sheet says when the result was made, of which version and which length, with its QR.
      const sheet = page.locator('.print-sheet');
      await expect(sheet.getByRole('img')).toBeVisible();
      await expect(sheet.locator('.print-sheet__made')).toHaveText(/\d{4}/);
      await expect(page.locator('.result__version')).toBeVisible();
      if (reading === 'easy') {
        // Easy reading prints in its own, larger type.
        const size = await page.evaluate(() =>
          Number.parseFloat(
            getComputedStyle(document.querySelector('.profile li') ?? document.body).fontSize,
          ),
        );
        expect(size).toBeGreaterThan(14.5);
      }
    });
  }
}

test('a group’s page prints on one A4 page, with its cross and join code', async ({
  page,
  request,
}) => {
  const group = await createGroupThroughApi(request, { name: 'Klasse 4a', language: 'de' });
  try {
    await page.goto('/de');
    for (let pick = 0; pick < 5; pick += 1)
      await joinWithNewResult(page, { group: group.code, pick });
    await page.goto(`/de/group/${group.code}`);
    await expect(page.locator('.score-table--ranges')).toBeVisible();
    await expectPrintDialog(page, PRINT_BUTTON.de);
    expect(await printedPages(page)).toBe(1);
    await expect(page.locator('.group-invite .qr-code')).toBeVisible();
    await expect(page.locator('.group-invite')).toContainText(group.code);
  } finally {
    await deleteGroupThroughApi(request, group);
  }
});

test('a kiosk’s take-home sheet is the same page with the code that hands the result over', async ({
  page,
  request,
}) => {
  const group = await createGroupThroughApi(request, { name: 'Stand', language: 'en' });
  try {
    await page.goto(`/en/group/${group.code}?kiosk=1#admin=${group.adminSecret}`);
    await expect(page.locator('.kiosk')).toBeAttached();
    // A person answered the short version on the kiosk (the tab stays a kiosk).
    await seedShortVersionAnswers(page);
    await page.goto('/en/result');
    await expect(page).toHaveURL(/\/en\/result\?id=\w+$/);
    const kiosk = page.getByRole('complementary', { name: 'Kiosk' });
    await expect(kiosk.getByRole('img')).toBeVisible();
    expect(await printedPages(page)).toBe(1);
    await expect(kiosk.getByRole('img')).toBeVisible();
    await expect(page.locator('.print-sheet')).toBeHidden();
  } finally {
    await deleteGroupThroughApi(request, group);
  }
});
