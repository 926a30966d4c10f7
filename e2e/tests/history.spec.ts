import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { logInThroughApi } from '../support/accounts';
import { linkFromMail, PASSWORD, uniqueEmail } from '../support/outbox';
import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';
import { goDownThePage, seedBrowserResults } from '../support/result';
import { servedQuestions, servedVersion, type ServedQuestion } from '../support/survey';
import { expectWordsWhole } from '../support/words';

type Locale = (typeof LOCALES)[number];
type Texts = {
  title: string;
  again: string;
  empty: string;
  emptyLogin: string;
  one: string;
  change: Record<string, string>;
};

/** A catalogue of the page texts in a language, as JSON. */
const catalogue = (locale: Locale, name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../content/locales/${locale}/${name}.json`, import.meta.url), 'utf8'),
  );

const history = (locale: Locale): Texts =>
  JSON.parse(
    readFileSync(new URL(`../../content/locales/${locale}/history.json`, import.meta.url), 'utf8'),
  ) as Texts;

/** Every question of the long version answered with its first or its last answer. */
async function longAnswers(page: Page, end: 'first' | 'last'): Promise<number[]> {
  return (await servedQuestions(page))
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => {
      const answer = end === 'first' ? q.answers[0] : q.answers[q.answers.length - 1];
      return answer ? [answer.id] : [];
    });
}

async function makeResult(
  request: APIRequestContext,
  answers: number[],
  token?: string,
): Promise<{ code: string; secret: string }> {
  const response = await request.post('/api/v1/answer-set/', {
    data: { answers, longVersionAttempted: true },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { code: string; secret: string };
}

/** Each value's change as the rule says it, from the two results' explanations, in words. */
async function expectedChanges(
  request: APIRequestContext,
  {
    earlier,
    later,
    texts,
    locale,
  }: { earlier: string; later: string; texts: Texts; locale: Locale },
) {
  type Dimension = { key: string; score: number; range: { low: number; high: number } };
  const explain = async (code: string) =>
    (
      (await (await request.get(`/api/v1/answer-set/${code}/explanation`)).json()) as {
        dimensions: Dimension[];
      }
    ).dimensions;
  const [before, after] = await Promise.all([explain(earlier), explain(later)]);
  const percent = (x: number) => Math.round(x * 100);
  return before.map((b, i) => {
    const a = after[i] as Dimension;
    const points = percent(a.score) - percent(b.score);
    const signed = points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '0';
    const up = Math.max(b.range.high - b.score, a.score - a.range.low);
    const down = Math.max(b.score - b.range.low, a.range.high - a.score);
    const reach = percent(points > 0 ? up : points < 0 ? down : Math.max(up, down));
    let verdict = 'aboutSame';
    if (a.score > b.range.high && b.score < a.range.low) verdict = 'clearlyMore';
    if (a.score < b.range.low && b.score > a.range.high) verdict = 'clearlyLess';
    // The plural form the number of points takes in the language (French: 0 and 1 singular).
    const form = new Intl.PluralRules(locale).select(Math.abs(points));
    const key = `${verdict === 'aboutSame' ? 'within' : verdict}_${form === 'one' ? 'one' : 'other'}`;
    const template = texts.change[key] ?? '';
    const text = template.replace('{{points}}', signed).replace('{{reach}}', String(reach));
    return { verdict, text };
  });
}

for (const locale of LOCALES) {
  test(`an account's crosses over time and what changed between two (${locale})`, async ({
    page,
    request,
    insertNewUser,
  }) => {
    const texts = history(locale);
    const user = await insertNewUser();
    const tokens = await request.post('/api/v1/account/token/', {
      data: { email: user.email, password: user.password },
    });
    const { access } = (await tokens.json()) as { access: string };
    await page.goto(`/${locale}`);
    const earlier = await makeResult(request, await longAnswers(page, 'first'), access);
    const later = await makeResult(request, await longAnswers(page, 'last'), access);
    await logInThroughApi(page, user);

    await page.goto(`/${locale}/history`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    const entries = page.locator('.history__entry');
    await expect(entries).toHaveCount(2);
    // Newest first, each with a link to the result.
    await expect(entries.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `/${locale}/result?id=${later.code}`,
    );
    await expect(entries.nth(1).getByRole('link')).toHaveAttribute(
      'href',
      `/${locale}/result?id=${earlier.code}`,
    );
    // The newest two are compared: both crosses over each other, and each value's change.
    const rows = page.locator('.history-change tbody tr');
    await expect(rows).toHaveCount(8);
    const verdicts = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-verdict')),
    );
    const expected = await expectedChanges(request, {
      earlier: earlier.code,
      later: later.code,
      texts,
      locale,
    });
    expect(verdicts).toEqual(expected.map((change) => change.verdict));
    expect(verdicts).toContain('clearlyMore');
    // Every change says its points; one that one answer could make says how far that reaches.
    await expect(rows.locator('td:last-child')).toHaveText(expected.map((change) => change.text));
    // Two results of one day are told apart by their time.
    await expect(page.locator('.history-change > p').first()).toHaveText(/\d[:.]\d\d.*\d[:.]\d\d/);
    await expectNoAxeViolations(page);

    // Choosing again: one cross unticked leaves nothing to compare.
    await entries.nth(0).getByRole('checkbox').uncheck();
    await expect(page.locator('.history-change')).toHaveCount(0);
    await expect(page.getByText(texts.change.pickTwo ?? '')).toBeVisible();

    // Take it again: a new survey, the old results stay.
    await page.getByRole('button', { name: texts.again }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/chapter/1$`));
    await page.goto(`/${locale}/history`);
    await expect(page.locator('.history__entry')).toHaveCount(2);
  });
}

for (const locale of LOCALES) {
  test(`the long version after the short one reads as more questions answered, no change (${locale})`, async ({
    page,
  }) => {
    const texts = history(locale);
    await page.goto(`/${locale}`);
    const questions = await servedQuestions(page);
    const leaves = (short: boolean) =>
      questions
        .filter((q) => !short || q.inNexpresso)
        .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
        .map((q) => ({ id: q.id, answer: q.answers[q.answers.length - 1]?.id ?? 0 }));
    /** Answers the given questions in this browser, as the survey keeps them. */
    const answer = (given: { id: number; answer: number }[]) =>
      page.evaluate((answers) => {
        const key = 'values-cross:survey';
        const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
          answeredQuestions?: Record<number, number[]>;
        };
        const answeredQuestions = { ...state.answeredQuestions };
        for (const { id, answer } of answers) answeredQuestions[id] = [answer];
        localStorage.setItem(
          key,
          JSON.stringify({ ...state, answeredQuestions, nexpressoCompleted: true }),
        );
      }, given);
    // The short version, its result, then straight on with the long one and its result.
    await answer(leaves(true));
    await page.goto(`/${locale}/result`);
    await expect(page).toHaveURL(/result\?id=/);
    await page.locator('.result__short-note .button').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/question/\\d+$`));
    await answer(leaves(false));
    await page.goto(`/${locale}/result`);
    await expect(page).toHaveURL(/result\?id=/);
    await page.goto(`/${locale}/history`);
    await expect(page.locator('.history__entry')).toHaveCount(2);
    const change = page.locator('.history-change');
    await expect(change.getByRole('heading', { level: 2 })).toHaveText(
      texts.change.moreTitle ?? '',
    );
    await expect(change.locator('.history-change__more')).toBeVisible();
    const rows = change.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    const verdicts = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-verdict')),
    );
    expect(verdicts).toEqual(Array(8).fill('added'));
    // No change is claimed: neither "clearly" nor "within" of any value.
    const claims = ['clearlyMore', 'clearlyLess', 'within'].flatMap((key) =>
      ['one', 'other'].map(
        (form) =>
          (texts.change[`${key}_${form}`] ?? '').split('{{points}}')[1]?.split(/[;(.]/)[0] ?? '',
      ),
    );
    for (const text of await rows.locator('td:last-child').allTextContents()) {
      for (const claim of claims) expect(text).not.toContain(claim.trim());
    }
    await expectNoAxeViolations(page);
  });
}

/** The same answer to every question a version asks (row by the question's id), as one person. */
function sameAnswers(questions: ServedQuestion[]): number[] {
  return questions
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => {
      const answer = q.answers[(q.id * 7) % q.answers.length];
      return answer ? [answer.id] : [];
    });
}

for (const locale of LOCALES) {
  test(`the same answers in 2026.1 and the served version read as no change, on the questions both answered (${locale})`, async ({
    page,
    request,
  }) => {
    const texts = history(locale);
    await page.goto(`/${locale}`);
    const older = await request.get('/api/v1/questionnaire/2026.1');
    expect(older.ok()).toBe(true);
    const olderQuestions = ((await older.json()) as { questions: ServedQuestion[] }).questions;
    const newerShort = (await servedQuestions(page)).filter((q) => q.inNexpresso);
    const served = await servedVersion(page);
    const make = async (version: string, answers: number[], long: boolean) => {
      const response = await request.post('/api/v1/answer-set/', {
        data: { answers, longVersionAttempted: long, questionnaireVersion: version },
      });
      expect(response.status()).toBe(201);
      return (await response.json()) as { code: string; secret: string };
    };
    const earlier = await make('2026.1', sameAnswers(olderQuestions), true);
    const later = await make(served, sameAnswers(newerShort), false);
    await seedBrowserResults(page, [earlier, later]);
    await page.goto(`/${locale}/history`);
    const change = page.locator('.history-change');
    // The questions both versions ask (the served version's new ones are not compared).
    const leaves = (questions: ServedQuestion[]) =>
      questions.flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q])).map((q) => q.id);
    const olderIds = new Set(leaves(olderQuestions));
    const shared = leaves(newerShort).filter((id) => olderIds.has(id)).length;
    await expect(change.locator('.history-change__versions')).toHaveText(
      (texts.change.sharedVersions_other ?? '')
        .replace('{{before}}', '2026.1')
        .replace('{{after}}', served)
        .replace('{{count}}', String(shared))
        .replace('{{version}}', served),
    );
    const rows = change.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    const verdicts = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.getAttribute('data-verdict')),
    );
    // No change is read: each value is about the same, or unmeasured where the questions both
    // versions asked bear on it too loosely (2027.2's technology rests on its new questions).
    expect(verdicts.every((v) => v === 'aboutSame' || v === 'unmeasured')).toBe(true);
    expect(verdicts.filter((v) => v === 'aboutSame').length).toBeGreaterThanOrEqual(6);
    // Before and now alike, value by value.
    for (const row of await rows.all()) {
      const [before, after] = await row.locator('td').allTextContents();
      expect(after).toBe(before);
    }
    await expectNoAxeViolations(page);
  });
}

test('without an account, the results made in this browser are its history', async ({
  page,
  request,
}) => {
  await page.goto('/de');
  const earlier = await makeResult(request, await longAnswers(page, 'first'));
  const later = await makeResult(request, await longAnswers(page, 'last'));
  await seedBrowserResults(page, [earlier, later]);
  // A page only the browser renders (it depends on what the browser holds) warns of nothing.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) warnings.push(message.text());
  });
  await page.goto('/de/history');
  const entries = page.locator('.history__entry');
  await expect(entries).toHaveCount(2);
  expect(warnings).toEqual([]);
  await expect(entries.first()).toContainText('nur in diesem Browser gespeichert');
  await expect(page.getByRole('link', { name: 'In einem Konto speichern' })).toBeVisible();
  await expect(page.locator('.history-change tbody tr')).toHaveCount(8);
  await expectNoAxeViolations(page);
  // On a 320 px and a 390 px phone nothing scrolls sideways.
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 700 });
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(scroll, `history at ${width} px`).toBeLessThanOrEqual(client);
  }
  // The keyboard alone reaches the choice of crosses and "take it again".
  await entries.first().getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.history-change')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.locator('.history-change tbody tr')).toHaveCount(8);
  // Starting again keeps the browser's results.
  await page.getByRole('button', { name: 'Noch einmal ausfüllen' }).click();
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect(stored.resultCode).toBeNull();
  expect(stored.deviceResults.map((r: { code: string }) => r.code)).toEqual([
    earlier.code,
    later.code,
  ]);
  // An earlier result of one's own keeps its owner features: where one stands, and telling and
  // deleting what was told for it.
  await page.goto(`/de/result?id=${earlier.code}`);
  await expect(page.locator('h1')).toHaveText('Dein Wertekreuz');
  await goDownThePage(page);
  const standing = page.getByRole('region', { name: 'Wo du unter den Teilnehmenden stehst' });
  await expect(standing).toBeVisible();
  await expect(
    standing.getByRole('button', { name: 'Kanton, Alter oder Sprachregion angeben' }),
  ).toBeVisible();
});

test('signing up takes the browser’s results into the account once the address is confirmed', async ({
  page,
  request,
  deleteUserAfter,
}) => {
  await page.goto('/en');
  const earlier = await makeResult(request, await longAnswers(page, 'first'));
  const later = await makeResult(request, await longAnswers(page, 'last'));
  await seedBrowserResults(page, [earlier, later]);
  const email = uniqueEmail('history');
  await page.goto('/en/signup');
  await page.locator('#firstName').fill('Lea');
  await page.locator('#lastName').fill('Keller');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#passwordRepeat').fill(PASSWORD);
  await page.locator('#privacy').check();
  await page.locator('form').getByRole('button').last().click();
  await expect(page).toHaveURL(/\/en\/registered$/);
  deleteUserAfter(email);
  await page.goto(await linkFromMail({ to: email, path: '/en/confirm?token=' }));
  await expect(page.locator('main')).toContainText('your e-mail address is confirmed');
  await logInThroughApi(page, { email, password: PASSWORD, firstName: 'Lea' });
  const tokens = await request.post('/api/v1/account/token/', {
    data: { email, password: PASSWORD },
  });
  const { access } = (await tokens.json()) as { access: string };
  const owned = await request.get('/api/v1/account/results/', {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(((await owned.json()) as Array<{ code: string }>).map((r) => r.code)).toEqual([
    later.code,
    earlier.code,
  ]);
  await page.goto('/en/history');
  await expect(page.locator('.history__entry')).toHaveCount(2);
  await expect(page.getByText('kept in this browser only')).toHaveCount(0);
});

const MY_CROSSES = { de: 'Meine Kreuze', fr: 'Mes croix', it: 'Le mie croci', en: 'My crosses' };

for (const locale of LOCALES) {
  test(`one's crosses are findable from the landing page and the bar; three, one and none (${locale})`, async ({
    page,
    request,
  }) => {
    const texts = history(locale);
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/${locale}`);
    // Nothing kept yet: no way to crosses that do not exist.
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('link', { name: MY_CROSSES[locale] })).toHaveCount(0);
    const answers = await longAnswers(page, 'first');
    const made = [];
    for (let n = 0; n < 3; n += 1) made.push(await makeResult(request, answers));
    await seedBrowserResults(page, made);
    await page.goto(`/${locale}`);
    // On the landing page and in the bar.
    await expect(page.getByRole('link', { name: MY_CROSSES[locale] })).toHaveCount(2);
    await page.locator('.landing__history').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.locator('.history__entry')).toHaveCount(3);
    await expect(page.locator('.history-change tbody tr')).toHaveCount(8);
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectWordsWhole(page);
    }
    // Which arm is which: a key names every value above the small crosses.
    await expect(page.locator('.cross-key .cross__label')).toHaveCount(8);
    await expectNoAxeViolations(page);
    // The oldest of the three keeps its owner features: where one stands, and telling about oneself.
    const population = catalogue(locale, 'population') as {
      standing: { heading: string };
      about: { open: string };
    };
    await page.goto(`/${locale}/result?id=${made[0]?.code}`);
    await goDownThePage(page);
    const standing = page.getByRole('region', { name: population.standing.heading });
    await expect(standing).toBeVisible();
    await expect(standing.getByRole('button', { name: population.about.open })).toBeVisible();
    await page.goto(`/${locale}/history`);
    // One cross: what to do next.
    await seedBrowserResults(page, made.slice(0, 1));
    await page.goto(`/${locale}/history`);
    await expect(page.locator('.history__entry')).toHaveCount(1);
    await expect(page.getByText(texts.one)).toBeVisible();
    // None: take it, or log in to see an account's crosses.
    await seedBrowserResults(page, []);
    await page.goto(`/${locale}/history`);
    await expect(page.getByText(texts.empty)).toBeVisible();
    await expect(page.getByText(texts.emptyLogin)).toBeVisible();
  });
}
