import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { createResult, logInAs, logInThroughApi } from '../support/accounts';
import { linkFromMail, PASSWORD, uniqueEmail } from '../support/outbox';
import { seedShortVersionAnswers } from '../support/result';
import { servedQuestions } from '../support/survey';

const CODE_URL = /\/result\?id=([0-9A-Za-z]{12})$/;

function portraitFile(): string {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([213, 43, 30, 255], i);
  const path = join(tmpdir(), `portrait-${Date.now()}.png`);
  writeFileSync(path, PNG.sync.write(png));
  return path;
}

async function shortAnswers(page: Page): Promise<number[]> {
  return (await servedQuestions(page))
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => (q.answers[0] ? [q.answers[0].id] : []));
}

test('sign up with a result, confirm by mail, log in, see my cross, portrait, gallery, compare, withdraw, log out (German)', async ({
  page,
  browser,
  baseURL,
  deleteUserAfter,
}) => {
  test.setTimeout(90_000);
  await seedShortVersionAnswers(page);
  await page.goto('/de/result');
  await expect(page).toHaveURL(CODE_URL);
  const code = CODE_URL.exec(page.url())?.[1] ?? '';
  await page.getByRole('link', { name: 'Mein Kreuz speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/de/signup\\?cross=${code}$`));

  // Every validation message of the signup form (product.md §5).
  const submit = page.locator('form').getByRole('button', { name: 'Registrieren' });
  await submit.click();
  await expect(page.getByText('Bitte fülle dieses Feld aus')).toHaveCount(5);
  await expect(page.getByText('Bitte akzeptiere die Datenschutzerklärung')).toBeVisible();
  await expectNoAxeViolations(page);
  const email = uniqueEmail('anna');
  await page.locator('#firstName').fill('Anna');
  await page.locator('#lastName').fill('Muster');
  await page.locator('#email').fill('anna@');
  await page.locator('#password').fill('kurz');
  await expect(page.locator('.password-rules__met')).toHaveCount(1);
  await page.locator('#passwordRepeat').fill('anders');
  await submit.click();
  await expect(page.locator('#email-error')).toHaveText(
    'Bitte gib eine E-Mail-Adresse im richtigen Format ein',
  );
  await expect(page.locator('#password-error')).toBeVisible();
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await expect(page.locator('.password-rules__met')).toHaveCount(5);
  await submit.click();
  await expect(page.locator('#passwordRepeat-error')).toHaveText(
    'Die beiden Passwörter müssen übereinstimmen!',
  );
  await page.locator('#passwordRepeat').fill(PASSWORD);
  await page.locator('#privacy').check();
  await page.locator('#gallery').check();
  await submit.click();
  await expect(page).toHaveURL(/\/de\/registered$/);
  deleteUserAfter(email);
  await expectNoAxeViolations(page);

  // Logging in before confirming is refused with product.md's message.
  await logInAs(page, { email, password: PASSWORD });
  await expect(page.getByRole('alert')).toHaveText(
    'Deine E-Mail-Adresse wurde noch nicht bestätigt. Bitte schau in deinem Posteingang nach der Aktivierungs-E-Mail',
  );

  // The first mail is lost: the visitor asks for it again; only the new link works.
  const lost = await linkFromMail({ to: email, path: '/de/confirm?token=' });
  await page.getByRole('button', { name: 'Bestätigungs-E-Mail nochmals senden' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Wir haben dir eine neue Bestätigungs-E-Mail geschickt. Ihr Link ersetzt den früheren.',
  );
  await expect.poll(() => linkFromMail({ to: email, path: '/de/confirm?token=' })).not.toBe(lost);
  await page.goto(await linkFromMail({ to: email, path: '/de/confirm?token=' }));
  await expect(page.getByRole('status').filter({ hasText: 'bestätigt' })).toBeVisible();
  // The replaced link says so and offers a new one.
  await page.goto(lost);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
    'href',
    '/de/passwordreset',
  );
  await page.goto(await linkFromMail({ to: email, path: '/de/confirm?token=' }));
  await page.getByRole('link', { name: 'Anmelden' }).first().click();
  await expect(page).toHaveURL(/\/de\/login$/);
  await page.locator('#password').fill('Falsch#Passwort99');
  await page.locator('#email').fill(email);
  await page.locator('form').getByRole('button').click();
  await expect(page.getByRole('alert')).toHaveText(
    'Der Benutzername oder das Passwort ist falsch!',
  );
  await page.locator('#password').fill(PASSWORD);
  await page.locator('form').getByRole('button').click();
  await expect(page.getByText('Du hast dich erfolgreich angemeldet!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/de/result\\?id=${code}$`));

  // The user area: first name with 'my cross'.
  await page.getByRole('button', { name: 'Menü für Anna' }).click();
  await expect(page.getByRole('link', { name: 'Mein Kreuz', exact: true })).toHaveAttribute(
    'href',
    `/de/result?id=${code}`,
  );

  // Profile with a portrait; consent given at signup puts Anna in the gallery.
  await page.getByRole('link', { name: 'Profileinstellungen' }).click();
  await expect(page).toHaveURL(/\/de\/profile$/);
  await page.locator('#portrait').setInputFiles(portraitFile());
  await expect(page.getByRole('img', { name: 'Vorschau deines Porträts' })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Profil erfolgreich gespeichert')).toBeVisible();
  await expectNoAxeViolations(page);
  const userId = await page.evaluate(
    () => JSON.parse(localStorage.getItem('values-cross:auth') ?? '{}').id as number,
  );

  await page.goto('/de/gallery');
  const card = page.locator(`[data-person="${userId}"]`);
  await expect(card.getByRole('heading', { name: 'Anna M.' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Porträt von Anna M.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Another visitor compares their cross with Anna's.
  const other = await browser.newContext({ baseURL });
  const visitor = await other.newPage();
  await seedShortVersionAnswers(visitor, { row: 'first' });
  await visitor.goto('/fr/result');
  await expect(visitor).toHaveURL(CODE_URL);
  await visitor.goto(`/fr/compare?with=${userId}`);
  await expect(visitor.getByRole('table', { name: 'Différences' })).toBeVisible();
  await expect(visitor.getByRole('table', { name: 'Différences' }).getByRole('row')).toHaveCount(9);
  await expect(visitor.locator('.compare__cross .cross__overlay')).toHaveCount(1);
  // The arms of the overlay are named.
  await expect(visitor.locator('.compare__cross .cross__label')).toHaveCount(8);
  await expect(visitor.locator('.compare__cross .cross__label').first()).not.toHaveText('');
  await expect(visitor.locator(`input[name="with"][value="${userId}"]`)).toHaveCount(1);
  await expectNoAxeViolations(visitor);
  await other.close();

  // Anna herself is not offered as someone to compare with.
  await page.goto('/de/compare');
  await expect(page.locator('.compare__choices')).toBeVisible();
  await expect(page.locator(`input[name="with"][value="${userId}"]`)).toHaveCount(0);

  // Withdrawing consent removes Anna from the gallery at once.
  await page.goto('/de/profile');
  await page.locator('#allowedInGallery').uncheck();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Profil erfolgreich gespeichert')).toBeVisible();
  await page.goto('/de/gallery');
  await expect(page.getByRole('heading', { name: 'Galerie' })).toBeVisible();
  await expect(page.locator(`[data-person="${userId}"]`)).toHaveCount(0);

  // Logout clears the login and everything stored, and returns to the landing page.
  await page.getByRole('button', { name: 'Menü für Anna' }).click();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/de$/);
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('values-cross:auth'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('values-cross:survey'))).toBeNull();
});

test('password reset by mail (French)', async ({ page, insertNewUser }) => {
  const user = await insertNewUser({ firstName: 'Luc', language: 'fr' });
  await page.goto('/fr/passwordreset');
  const send = page.locator('form').getByRole('button');
  await send.click();
  await expect(page.locator('#email-error')).toHaveText('Merci de saisir une adresse e-mail');
  await page.locator('#email').fill('personne@example.ch');
  await send.click();
  await expect(page.getByRole('alert')).toContainText('Nous n’avons trouvé aucun compte');
  await page.locator('#email').fill(user.email);
  await send.click();
  await expect(page.getByRole('status')).toHaveText(
    'Nous t’envoyons un e-mail pour réinitialiser ton mot de passe',
  );
  await expectNoAxeViolations(page);

  const link = await linkFromMail({ to: user.email, path: '/fr/passwordchange?token=' });
  await page.goto(link);
  const fresh = 'Leman#Bise2026x';
  await page.locator('#password').fill(fresh);
  await page.locator('#passwordRepeat').fill(fresh);
  await page.locator('form').getByRole('button').click();
  await expect(page.getByRole('status')).toHaveText('Ton mot de passe a été modifié');
  await expectNoAxeViolations(page);
  // The link works once; used again it offers a new one.
  await page.goto(link);
  await page.locator('#password').fill(fresh);
  await page.locator('#passwordRepeat').fill(fresh);
  await page.locator('form').getByRole('button').click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/fr/passwordreset',
  );
  await logInAs(page, { email: user.email, password: fresh, locale: 'fr' });
  await expect(page.getByText('Connexion réussie\u202f!')).toBeVisible();
});

test('the login form shows product.md’s validation messages (English)', async ({ page }) => {
  await page.goto('/en/login');
  await page.locator('form').getByRole('button').click();
  await expect(page.locator('#email-error')).toHaveText('Please enter an e-mail');
  await expect(page.locator('#password-error')).toHaveText('Please enter a password');
  await page.locator('#email').fill('not-an-address');
  await page.locator('form').getByRole('button').click();
  await expect(page.locator('#email-error')).toHaveText(
    'Please enter an e-mail in the correct format',
  );
  await expectNoAxeViolations(page);
});

test('a duplicate e-mail is refused with product.md’s message, and the profile checks the old password and the portrait', async ({
  page,
  insertNewUser,
}) => {
  const user = await insertNewUser({ firstName: 'Lea' });
  await page.goto('/en/signup');
  await page.locator('#firstName').fill('Lea');
  await page.locator('#lastName').fill('Test');
  await page.locator('#email').fill(user.email.toUpperCase());
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#passwordRepeat').fill(PASSWORD);
  await page.locator('#privacy').check();
  await page.locator('form').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This e-mail already exists, please choose another one!',
  );

  await logInThroughApi(page, user);
  await page.goto('/en/profile');
  await page.locator('#oldPassword').fill('Wrong#Password123');
  await page.locator('#newPassword').fill('Another#Password456');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#oldPassword-error')).toHaveText('Your old password is wrong');
  const big = join(tmpdir(), `big-${Date.now()}.png`);
  writeFileSync(big, Buffer.alloc(1024 * 1024 + 1));
  await page.locator('#portrait').setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(1024 * 1024 + 1),
  });
  await expect(page.locator('#portrait-error')).toHaveText('The portrait may be at most 1 MB.');
  await page.locator('#portrait').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(page.locator('#portrait-error')).toHaveText(
    'The portrait must be a JPG or PNG image.',
  );
  await expect(page.getByText(`please send an e-mail to`)).toBeVisible();
});

test('an expired access token is refreshed transparently', async ({ page, login }) => {
  await login({ firstName: 'Mia' });
  await page.goto('/it/profile');
  await expect(page.locator('#firstName')).toHaveValue('Mia');
  const before = await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('values-cross:auth') ?? '{}');
    auth.token = 'expired.or.tampered';
    localStorage.setItem('values-cross:auth', JSON.stringify(auth));
    return auth.token as string;
  });
  // The page's scripts send with the stored token: refused, refreshed, sent again.
  await page.locator('#firstName').fill('Mina');
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByRole('status')).toHaveText('Profilo salvato con successo');
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('values-cross:auth') ?? '{}').token as string,
  );
  expect(after).not.toBe(before);
  expect(after.split('.')).toHaveLength(3);
});

test('newsletter subscription confirmed from the mail (Italian)', async ({
  page,
  deleteUserAfter,
}) => {
  const email = uniqueEmail('newsletter');
  await page.goto('/it');
  const form = page.getByRole('region', { name: 'Newsletter' });
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(form.getByText('Inserisci un indirizzo e-mail')).toBeVisible();
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(form.getByRole('status')).toContainText('conferma');
  deleteUserAfter(email);
  await page.goto(await linkFromMail({ to: email, path: '/it/newsletter/confirm?token=' }));
  await expect(page.getByRole('status')).toHaveText('Grazie, la tua iscrizione è confermata.');
});

test('?logout logs out and the user area, menu and privacy page work (English)', async ({
  page,
  request,
  login,
}) => {
  const answers = await shortAnswers(page);
  const { code, secret } = await createResult(request, answers);
  await login({ firstName: 'Noah', swissCross: code, swissCrossSecret: secret });
  await page.goto(`/en/result?id=${code}`);
  await expect(page.getByRole('button', { name: 'Menu for Noah' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(page.locator('.nav-menu__list a').nth(1)).toBeVisible();
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible();
  await expect(page.getByText('privacy@wertekreuz.ch').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/en/gallery?logout');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a result is not lost when the login has expired in the meantime (German)', async ({
  page,
  context,
  login,
}) => {
  await login({ firstName: 'Ueli' });
  await seedShortVersionAnswers(page);
  await expect(page.getByRole('button', { name: 'Menu for Ueli' })).toBeVisible();
  // The refresh cookie is gone (expired, or logged out elsewhere) and the access token is stale.
  await context.clearCookies();
  await page.evaluate(() => {
    const auth = JSON.parse(localStorage.getItem('values-cross:auth') ?? '{}');
    localStorage.setItem(
      'values-cross:auth',
      JSON.stringify({ ...auth, token: 'stale.access.token' }),
    );
  });
  await page.goto('/de/result');
  await expect(page).toHaveURL(CODE_URL);
  await expect(page.getByRole('heading', { name: 'Dein Profil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Anmelden' })).toBeVisible();
});

test('only the visitor’s own result offers to be saved to an account (English)', async ({
  page,
  request,
}) => {
  const someoneElse = await createResult(request, await shortAnswers(page));
  await page.goto(`/en/result?id=${someoneElse.code}`);
  // Someone else's result speaks of "this cross" (decision 0045).
  await expect(page.getByRole('heading', { name: 'The profile of this cross' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Save my cross' })).toHaveCount(0);
});
