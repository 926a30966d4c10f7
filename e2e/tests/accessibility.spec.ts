import { expectNoAxeViolations, LOCALES, test, expect } from '../support/fixtures';
import { positionOf } from '../support/survey';

for (const locale of LOCALES) {
  test(`the survey screens have no axe violations in ${locale}`, async ({ page }) => {
    const screens = [
      `/${locale}/chapter/1`,
      `/${locale}/question/${await positionOf(page, (q) => q.type === 'SC')}`,
      `/${locale}/question/${await positionOf(page, (q) => q.type === 'OPT' && q.answers.length === 2)}`,
      `/${locale}/question/${await positionOf(page, (q) => q.type === 'MC')}`,
      `/${locale}/question/${await positionOf(page, (q) => q.type === 'GROUP')}`,
      `/${locale}/continue/${await positionOf(page, (q) => !q.inNexpresso)}`,
      `/${locale}/no-such-page`,
    ];
    for (const screen of screens) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
