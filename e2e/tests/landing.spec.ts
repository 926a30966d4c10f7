import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';

const TITLES = {
  de: 'Wertekreuz',
  fr: 'Croix des valeurs',
  it: 'Croce dei valori',
  en: 'Values Cross',
} as const;

for (const locale of LOCALES) {
  test(`the landing page renders in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[locale]);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(TITLES[locale]);
    await expectNoAxeViolations(page);
  });
}

test('the root redirects to German without a language cookie', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/de$/);
});

test('the root redirects to the language remembered in the LANG cookie', async ({ page }) => {
  await page.goto('/it');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES.it);
  await page.goto('/');
  await expect(page).toHaveURL(/\/it$/);
});

test('an unknown page shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/fr/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cette page est introuvable');
  await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test('an unknown address without a language shows the 404 page in the remembered language', async ({
  page,
}) => {
  await page.goto('/it');
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Questa pagina non è stata trovata',
  );
  await page.goto('/xx/anything');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Questa pagina non è stata trovata',
  );
});
