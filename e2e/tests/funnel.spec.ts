import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN_TOKEN } from '../support/server-under-test';
import { walkUntil } from '../support/survey';

/** The count of an event per language on the operator page: [all, de, fr, it, en] as text cells. */
async function funnelRow(request: APIRequestContext, event: string) {
  const page = await request.get('/admin', {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(page.ok()).toBe(true);
  const row =
    new RegExp(`<td>${event}</td>((?:<td>\\d+</td>)+)`).exec(await page.text())?.[1] ?? '';
  return [...row.matchAll(/<td>(\d+)<\/td>/g)].map((match) => Number(match[1]));
}

test('a visit is counted privately: landing, short version, long version started (French)', async ({
  page,
  request,
}) => {
  const before = {
    landing: (await funnelRow(request, 'landing_visit'))[0] ?? 0,
    short: (await funnelRow(request, 'short_completed'))[0] ?? 0,
    long: (await funnelRow(request, 'long_started'))[0] ?? 0,
  };
  await page.goto('/fr');
  await page.getByRole('link', { name: 'C’est parti' }).click();
  await expect(page).toHaveURL(/\/fr\/chapter\/1$/);
  await walkUntil(page, /\/fr\/continue\/\d+$/, {
    start: 'C’est parti',
    next: 'Question suivante',
  });
  const firstLong = Number(/\/continue\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByRole('button', { name: 'Continuer avec la version longue' }).click();
  // The long version goes on at its first question (the short one introduced its chapter).
  await expect(page).toHaveURL(new RegExp(`/fr/question/${firstLong}$`));
  await expect
    .poll(async () => (await funnelRow(request, 'landing_visit'))[0])
    .toBe(before.landing + 1);
  await expect
    .poll(async () => (await funnelRow(request, 'short_completed'))[0])
    .toBe(before.short + 1);
  await expect
    .poll(async () => (await funnelRow(request, 'long_started'))[0])
    .toBe(before.long + 1);
});
