import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';

for (const locale of LOCALES) {
  test(`the account, community and information screens have no axe violations in ${locale}`, async ({
    page,
  }) => {
    // Thirteen full-page scans in one journey: three times the usual time.
    test.slow();
    const screens = [
      'login',
      'signup',
      'registered',
      'confirm?token=invalid',
      'passwordreset',
      'passwordchange?token=invalid',
      'profile',
      'gallery',
      'compare',
      'privacy',
      'newsletter',
      'newsletter/confirm?token=invalid',
    ];
    for (const screen of screens) {
      await page.goto(`/${locale}/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
    await page.goto(`/${locale}`);
    await page.locator('.nav-menu__toggle').click();
    await expect(page.locator('.nav-menu__list')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the footer menus close with Escape, returning focus to their button', async ({ page }) => {
  await page.goto('/en');
  const toggle = page.locator('.nav-menu__toggle');
  await toggle.click();
  await expect(page.locator('.nav-menu__list')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.nav-menu__list')).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('.nav-menu__list')).toBeHidden();
});
