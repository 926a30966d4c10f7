import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { positionOf, servedQuestions, walkUntil } from '../support/survey';

test('short version in French up to the continue prompt', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('link', { name: 'C’est parti' }).click();
  await expect(page).toHaveURL(/\/fr\/chapter\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ici');
  await walkUntil(page, /\/fr\/continue\/\d+$/, {
    start: 'C’est parti',
    next: 'Question suivante',
  });
  const shortLength = (await servedQuestions(page)).filter((q) => q.inNexpresso).length;
  await expect(page).toHaveURL(new RegExp(`/fr/continue/${shortLength + 1}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Tu as terminé la version courte',
  );
  await expectNoAxeViolations(page);
});

const WALKS = [
  {
    locale: 'de',
    start: 'Los geht’s',
    next: 'Nächste Frage',
    result: 'Mein Resultat anzeigen',
    long: 'Weiter mit der langen Version',
    short: 'Kurzversion',
    longVersion: 'lange Version',
  },
  {
    locale: 'fr',
    start: 'C’est parti',
    next: 'Question suivante',
    result: 'Afficher mon résultat',
    long: 'Continuer avec la version longue',
    short: 'version courte',
    longVersion: 'version longue',
  },
  {
    locale: 'it',
    start: 'Cominciamo',
    next: 'Domanda successiva',
    result: 'Mostra il mio risultato',
    long: 'Continua con la versione lunga',
    short: 'versione breve',
    longVersion: 'versione lunga',
  },
  {
    locale: 'en',
    start: 'Start',
    next: 'Next question',
    result: 'Show my result',
    long: 'Continue with the long version',
    short: 'short version',
    longVersion: 'long version',
  },
] as const;

for (const walk of WALKS) {
  test(`the short version to a result, then on to the long version and its result, in ${walk.locale}`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { locale } = walk;
    const labels = { start: walk.start, next: walk.next };
    await page.goto(`/${locale}/chapter/1`);
    await walkUntil(page, new RegExp(`/${locale}/continue/\\d+$`), labels);
    const questions = await servedQuestions(page);
    const version = (await (await page.request.get('/api/v1/questionnaire/')).json()).version;
    const short = questions.filter((q) => q.inNexpresso);
    // The prompt counts the questions left and says how close a short result comes.
    await expect(page.locator('.continue__lead')).toContainText(
      String(questions.length - short.length),
    );
    await expect(page.locator('.continue__agreement')).toContainText(/\d+/);

    await page.getByRole('button', { name: walk.result }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?id=\\w+$`));
    const shortCode = new URL(page.url()).searchParams.get('id');
    await expect(page.locator('.result__version')).toContainText(version);
    await expect(page.locator('.result__version')).toContainText(walk.short);
    await expect(page.locator('.result__short-note')).toBeVisible();

    // From the result, the long version goes on at its first question: no prompt, no chapter.
    await page.locator('.result__short-note').getByRole('link', { name: walk.long }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/question/${short.length + 1}$`));
    await walkUntil(page, new RegExp(`/${locale}/result(\\?id=\\w+)?$`), labels);
    await expect(page).toHaveURL(new RegExp(`/${locale}/result\\?id=\\w+$`));
    expect(new URL(page.url()).searchParams.get('id')).not.toBe(shortCode);
    await expect(page.locator('.result__version')).toContainText(walk.longVersion);
    await expect(page.locator('.result__short-note')).toHaveCount(0);

    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
    );
    expect(stored.longVersionStarted).toBe(true);
    const leafCount = questions.flatMap((q) =>
      q.type === 'GROUP' ? q.childQuestions : [q],
    ).length;
    expect(Object.keys(stored.answeredQuestions)).toHaveLength(leafCount);
    const created = await page.request.get(`/api/v1/answer-set/${stored.resultCode}`);
    expect((await created.json()).longVersionAttempted).toBe(true);
  });
}

test('keyboard only in German', async ({ page }) => {
  await page.goto('/de');
  const tabTo = async (matches: () => Promise<boolean>) => {
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      if (await matches()) return;
    }
    throw new Error('focus never reached the element');
  };
  const focused = (role: string, name?: string) => async () =>
    page.evaluate(
      ([r, n]) => {
        const el = document.activeElement as HTMLElement | null;
        const implicit: Record<string, string> = { A: 'link', BUTTON: 'button' };
        const roleOf =
          el?.getAttribute('role') ??
          (el instanceof HTMLInputElement && el.type === 'checkbox'
            ? 'checkbox'
            : (implicit[el?.tagName ?? ''] ?? ''));
        const label = el?.getAttribute('aria-label') ?? el?.textContent ?? '';
        return roleOf === r && (!n || label.includes(n));
      },
      [role, name ?? ''] as const,
    );
  await tabTo(focused('link', 'Los geht’s'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/chapter\/1$/);
  await tabTo(focused('link', 'Los geht’s'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/question\/1$/);
  for (let n = 1; n <= 3; n += 1) {
    const next = page.getByRole('button', { name: 'Nächste Frage' });
    await expect(next).toBeDisabled();
    const sliders = await page.getByRole('slider').count();
    for (let s = 0; s < sliders; s += 1) {
      await tabTo(focused('slider'));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
    }
    if (sliders === 0) {
      await tabTo(focused('checkbox'));
      await page.keyboard.press('Space');
    }
    await expect(next).toBeEnabled();
    await tabTo(focused('button', 'Nächste Frage'));
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(new RegExp(`/question/${n}$`));
  }
});

test('the no-answer position clears the answer, and chosen it passes the question', async ({
  page,
}) => {
  const position = await positionOf(page, (q) => q.type === 'SC');
  await page.goto(`/de/question/${position}`);
  const slider = page.getByRole('slider').first();
  const next = page.getByRole('button', { name: 'Nächste Frage' });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Keine Antwort');
  await expect(next).toBeDisabled();
  await slider.focus();
  await slider.press('End');
  await expect(slider).not.toHaveAttribute('aria-valuetext', 'Keine Antwort');
  await expect(next).toBeEnabled();
  // Back to "no answer": the answer is gone and the question is passed (decision 0045).
  await slider.press('Home');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Keine Antwort');
  await expect(page.getByRole('status').filter({ hasText: 'Übersprungen' })).toBeVisible();
  await expect(next).toBeEnabled();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(Object.keys(stored.answeredQuestions ?? {})).toHaveLength(0);
});

test('a multiple-choice question with MAX3 accepts at most three answers', async ({ page }) => {
  const position = await positionOf(page, (q) => q.type === 'MC_MAX3');
  await page.goto(`/en/question/${position}`);
  const options = page.getByRole('checkbox');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByText('Choose at most three answers.')).toBeVisible();
  for (let i = 0; i < 3; i += 1) await options.nth(i).check();
  await expect(page.getByText('Max. 3 answers can be selected')).toBeVisible();
  await expect(options.nth(3)).toBeDisabled();
  await expect(options.nth(0)).toBeEnabled();
  await options.nth(0).uncheck();
  await expect(options.nth(3)).toBeEnabled();
  await expect(page.getByText('Max. 3 answers can be selected')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** The labels of a page's list, in the order its layout shows them (top to bottom). */
async function shownOrder(page: Page): Promise<string[]> {
  const options = await page.locator('.choices label').evaluateAll((labels) =>
    labels.map((label) => ({
      text: label.textContent ?? '',
      top: label.getBoundingClientRect().top,
    })),
  );
  return options.sort((a, b) => a.top - b.top).map(({ text }) => text);
}

for (const locale of LOCALES) {
  test(`a list shows in the person's own order from the first paint on, kept for them, another for the next person (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const isList = (q: { type: string; answers: unknown[] }) =>
      q.type.startsWith('MC') && q.answers.length >= 5;
    const position = await positionOf(page, isList);
    const list = (await servedQuestions(page)).find(isList);
    const listed = list?.answers.map((answer) => answer.text[locale]) ?? [];
    /** The order a seed gives: turned by the seed's remainder (core listTurn). */
    const turned = (seed: number) => [
      ...listed.slice(seed % listed.length),
      ...listed.slice(0, seed % listed.length),
    ];
    const seeded = async (on: Page, seed: number) =>
      on.addInitScript((kept) => localStorage.setItem('vc-list-seed', kept), String(seed));
    const address = `/${locale}/question/${position}`;

    // Before the scripts run (they never arrive here), the page shows the person's order already.
    const origin = { baseURL };
    const early = await browser.newContext(origin);
    try {
      const waiting = await early.newPage();
      await seeded(waiting, 3);
      await waiting.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await waiting.goto(address);
      await expect(waiting.locator('.choices label')).toHaveCount(listed.length);
      expect(await waiting.locator('.choices label').allTextContents()).toEqual(listed);
      expect(await shownOrder(waiting)).toEqual(turned(3));
    } finally {
      await early.close();
    }
    await seeded(page, 3);
    // Once they run, the list is in that order itself, and nothing moved.
    await page.goto(address);
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    expect(await page.locator('.choices label').allTextContents()).toEqual(turned(3));
    expect(await shownOrder(page)).toEqual(turned(3));

    // Another person, with a seed of their own: another order.
    const other = await browser.newContext(origin);
    try {
      const theirs = await other.newPage();
      await seeded(theirs, 4);
      await theirs.goto(address);
      await expect(theirs.getByRole('checkbox').first()).toBeVisible();
      expect(await theirs.locator('.choices label').allTextContents()).toEqual(turned(4));
    } finally {
      await other.close();
    }
    // A person without a seed is given one, and keeps their order after a reload.
    const fresh = await browser.newContext(origin);
    try {
      const newcomer = await fresh.newPage();
      await newcomer.goto(address);
      await expect(newcomer.getByRole('checkbox').first()).toBeVisible();
      const seed = Number(await newcomer.evaluate(() => localStorage.getItem('vc-list-seed')));
      expect(await newcomer.locator('.choices label').allTextContents()).toEqual(turned(seed));
      await newcomer.reload();
      await expect(newcomer.getByRole('checkbox').first()).toBeVisible();
      expect(await newcomer.locator('.choices label').allTextContents()).toEqual(turned(seed));
    } finally {
      await fresh.close();
    }
  });
}

test('a reload mid-survey keeps the answers, and a language switch keeps screen and answers', async ({
  page,
}) => {
  await page.goto('/de/question/1');
  const slider = page.getByRole('slider').first();
  await slider.focus();
  await slider.press('End');
  const chosen = await slider.getAttribute('aria-valuenow');
  await page.reload();
  await expect(page.getByRole('slider').first()).toHaveAttribute('aria-valuenow', chosen ?? '');
  await expect(page.getByRole('button', { name: 'Nächste Frage' })).toBeEnabled();
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/question\/1$/);
  await expect(page.getByRole('slider').first()).toHaveAttribute('aria-valuenow', chosen ?? '');
  await expect(page.getByRole('button', { name: 'Question suivante' })).toBeEnabled();
});

test('question ids 3 and 52 show no hint; others of their type do', async ({ page }) => {
  for (const id of [3, 52]) {
    const position = await positionOf(page, (q) => q.id === id);
    await page.goto(`/en/question/${position}`);
    await expect(page.locator('.question__hint')).toHaveCount(0);
  }
  const single = await positionOf(page, (q) => q.type === 'SC' && q.id !== 3 && q.id !== 52);
  await page.goto(`/en/question/${single}`);
  await expect(page.getByText('Move the slider to the answer you agree with most.')).toBeVisible();
});

test('the progress bar is 10 px high and as wide as n / total', async ({ page }) => {
  const shortLength = (await servedQuestions(page)).filter((q) => q.inNexpresso).length;
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto('/en/question/2');
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-label', `Question 2 of ${shortLength}`);
  const box = await bar.boundingBox();
  expect(box?.height).toBe(10);
  // The filled part as a share of the track, as rendered (it may still be sliding into place).
  const filled = bar.locator('.progress__bar');
  const renderedShare = async () =>
    ((await filled.boundingBox())?.width ?? 0) / ((await bar.boundingBox())?.width ?? 1);
  const expected = Math.round((2 / shortLength) * 1000) / 1000;
  await expect.poll(renderedShare).toBeCloseTo(expected, 3);
  await expect(page.getByRole('link', { name: 'Previous question' })).toBeVisible();
  await page.goto('/en/question/1');
  await expect(page.getByRole('link', { name: 'Previous question' })).toHaveCount(0);
});

test('an unknown question number shows the 404 page', async ({ page }) => {
  await page.goto('/it/question/999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Questa pagina non è stata trovata',
  );
});

test('answers of an older questionnaire version keep what still exists, and the visitor is told', async ({
  page,
}) => {
  const [first] = await servedQuestions(page);
  const answer = first?.answers[1];
  if (!first || !answer) throw new Error('no first question');
  await page.goto('/en');
  await page.evaluate(
    ([questionId, answerId]) =>
      localStorage.setItem(
        'values-cross:survey',
        JSON.stringify({
          questionnaireVersion: '2025.1',
          answeredQuestions: { [questionId]: [answerId], 9999: [999901] },
        }),
      ),
    [first.id, answer.id] as const,
  );
  await page.goto('/en/question/1');
  await expect(
    page.getByText('The questionnaire has been updated since your last visit.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('slider').first()).toHaveAttribute(
    'aria-valuetext',
    answer.text.en ?? '',
  );
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('The questionnaire has been updated', { exact: false })).toHaveCount(
    0,
  );
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(stored.answeredQuestions).toEqual({ [first.id]: [answer.id] });
});

test('the questions load on a flaky connection', async ({ page }) => {
  // The landing page arrives rendered; the questions are fetched when the visitor sets out.
  await page.goto('/de');
  let attempts = 0;
  await page.route('**/api/v1/questionnaire/?lang=de', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await page.getByRole('link', { name: 'Los geht’s' }).click();
  await expect(page.getByRole('alert')).toContainText('Die Fragen konnten nicht geladen werden.');
  await expect(page.locator('.chapter__title')).toBeVisible({ timeout: 10_000 });
  expect(attempts).toBe(2);
});
