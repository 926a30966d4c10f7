import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';

for (const locale of LOCALES) {
  test(`the account, community and information screens have no axe violations in ${locale}`, async ({
    page,
  }) => {
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
