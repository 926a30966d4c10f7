import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, LOCALES, test } from '../support/fixtures';
import { createGroupThroughApi, deleteGroupThroughApi } from '../support/groups';
import { expectEasyLayout, explanationOf, spokenSoFar, stubSpeech } from '../support/easy-page';
import { answerCurrentQuestion, servedQuestions } from '../support/survey';

type Locale = (typeof LOCALES)[number];
type Catalogue = Record<string, Record<string, unknown>>;

const catalogue = (locale: Locale, file: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../content/locales/${locale}/${file}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

/** A text of a catalogue by its dotted key. */
function text(texts: unknown, key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)?.[part], texts);
  if (typeof found !== 'string') throw new Error(`no text ${key}`);
  return found;
}

/** What a person reads on the buttons, in a language and a reading. */
function labels(locale: Locale, easy: boolean) {
  const read = (namespace: string, key: string) => {
    const easyTexts = catalogue(locale, 'easy');
    const standard = catalogue(locale, namespace);
    try {
      return easy ? text(easyTexts[namespace], key) : text(standard, key);
    } catch {
      return text(standard, key);
    }
  };
  return {
    landingStart: read('common', 'landing.start'),
    start: read('survey', 'chapter.start'),
    next: read('survey', 'next'),
    result: read('survey', 'continue.result'),
    readAloud: text(catalogue(locale, 'common'), 'readAloud.start'),
    stopReading: text(catalogue(locale, 'common'), 'readAloud.stop'),
    switchName: text(catalogue(locale, 'common'), 'reading.switch'),
  };
}

/** The voice on the device the speech stub offers per language (support/easy-page.ts). */
const LOCAL_VOICE: Record<Locale, string> = { de: 'de-DE', fr: 'fr-FR', it: 'it-IT', en: 'en-US' };

/** Fails when the page scrolls sideways at its width. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `${where} scrolls sideways`).toBeLessThanOrEqual(client);
}

/**
 * Walks from the landing page through the short version to the result as a person would (the
 * last stop of every slider, the first of every list); in easy reading a group of questions
 * shows one question per screen. Returns the result's code.
 */
async function walkToResult(
  page: Page,
  texts: ReturnType<typeof labels>,
  checks: () => Promise<void>,
  /** Filled with how many questions of a group each question screen showed. */
  childrenShown: number[] = [],
  /** Run on every chapter and question screen before it is left. */
  everyScreen: () => Promise<void> = async () => undefined,
) {
  await page.getByRole('link', { name: texts.landingStart, exact: true }).click();
  for (let step = 0; step < 120; step += 1) {
    await page.waitForLoadState();
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    const url = page.url();
    const code = /\/result\?id=([0-9A-Za-z]{12})$/.exec(url)?.[1];
    if (code) return code;
    if (/\/result/.test(url)) {
      await page.waitForURL(/\/result\?id=/);
      continue;
    }
    if (/\/continue\//.test(url)) {
      // How firm the cross is, in words: no range of points for an easy reader ("1 answer" stays).
      if (await page.locator('html[data-reading="easy"]').count()) {
        await expect(page.locator('.continue__firmness')).not.toHaveText(/\d\d/);
      }
      await page.getByRole('button', { name: texts.result }).click();
      await page.waitForURL(/\/result/);
      continue;
    }
    if (/\/chapter\//.test(url)) {
      await everyScreen();
      await page.getByRole('link', { name: texts.start, exact: true }).click();
      await expect(page).toHaveURL(/\/question\/\d+$/);
      continue;
    }
    const position = /\/question\/(\d+)$/.exec(url)?.[1];
    if (!position) {
      await page.waitForURL((next) => next.toString() !== url);
      continue;
    }
    await expect(page.locator(`[data-position="${position}"] h1`)).toBeVisible();
    const shown = async () =>
      (await page.locator('.question__child-text').allTextContents()).join('|');
    const before = await shown();
    childrenShown.push(await page.locator('.question__child').count());
    if (step % 7 === 3) await checks();
    await everyScreen();
    await answerCurrentQuestion(page);
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await expect.poll(async () => page.url() !== url || (await shown()) !== before).toBe(true);
  }
  throw new Error('never reached the result');
}

async function scoresOf(page: Page, code: string): Promise<unknown> {
  const response = await page.request.get(`/api/v1/answer-set/${code}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { swissCross: Record<string, unknown> };
  // The scores, without the code of the answer set they belong to.
  const { answerSet: _code, ...scores } = body.swissCross;
  return scores;
}

/** The scores of the short version walked in the standard reading, for comparison. */
let standardScores: unknown;
/** How many questions each group of the short version holds, in the order asked. */
let shortGroups: number[] = [];

test.describe('easy read', () => {
  test.beforeAll(async ({ browser, serverUnderTest }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage({ baseURL: serverUnderTest });
    await page.goto('/de?reading=standard');
    const childrenShown: number[] = [];
    const code = await walkToResult(
      page,
      labels('de', false),
      async () => undefined,
      childrenShown,
    );
    shortGroups = (await servedQuestions(page))
      .filter((q) => q.inNexpresso && q.type === 'GROUP')
      .map((q) => q.childQuestions.length);
    expect(shortGroups.length).toBeGreaterThan(0);
    // In the standard reading each group shows its questions together.
    expect(childrenShown.filter((count) => count > 0)).toEqual(shortGroups);
    standardScores = await scoresOf(page, code);
    await page.close();
  });

  for (const locale of LOCALES) {
    test(`the short survey in easy ${locale} to a result, at 320 px`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(150_000);
      const texts = labels(locale, true);
      // React reports a hydration mismatch as an error or warning of the page.
      const problems: string[] = [];
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type())) problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const easyQuestionnaire = (await (
        await page.request.get(`/api/v1/questionnaire/?lang=${locale}&reading=easy`)
      ).json()) as { chapters: Array<{ intro: Record<string, string> }> };

      // Without any script, the server's page is in easy language already.
      const plain = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
      });
      const noScript = await plain.newPage();
      await noScript.goto(`/${locale}/chapter/1?reading=easy`);
      await expect(noScript.locator('html')).toHaveAttribute('data-reading', 'easy');
      await expect(
        noScript.getByText(easyQuestionnaire.chapters[0]?.intro[locale] ?? '?'),
      ).toBeVisible();
      await plain.close();

      await stubSpeech(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`/${locale}?reading=easy`);
      const toggle = page.getByRole('switch', { name: texts.switchName });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, 'landing');
      await expectEasyLayout(page, 'landing');

      // Read aloud with the voice on the device, never the network voice of the Swiss variant.
      const deviceVoice = `${LOCAL_VOICE[locale]} device`;
      await page.getByRole('button', { name: texts.readAloud }).click();
      await expect.poll(async () => (await spokenSoFar(page)).length).toBeGreaterThan(1);
      const landing = await spokenSoFar(page);
      expect(landing[0]).toEqual({
        text: await page.locator('.landing__title').innerText(),
        lang: LOCAL_VOICE[locale],
        voice: deviceVoice,
      });
      expect(landing.map((s) => s.voice)).not.toContain(expect.stringContaining('network'));
      await page.getByRole('button', { name: texts.stopReading }).click();

      /** Screens checked once each: the chapter's read-aloud, a glossary word, a scale. */
      const seen = { chapter: false, glossary: false, scale: false };
      const everyScreen = async () => {
        await expectEasyLayout(page, page.url());
        if (!seen.chapter && /\/chapter\//.test(page.url())) {
          seen.chapter = true;
          const before = (await spokenSoFar(page)).length;
          await page.getByRole('button', { name: texts.readAloud }).click();
          await expect
            .poll(async () => (await spokenSoFar(page)).length)
            .toBeGreaterThan(before + 1);
          const spoken = (await spokenSoFar(page)).slice(before);
          expect(spoken.map((s) => s.text)).toEqual([
            await page.locator('.chapter__title').innerText(),
            (await page.locator('.chapter__intro').textContent()) ?? '',
          ]);
          await page.getByRole('button', { name: texts.stopReading }).click();
        }
        if (!/\/question\//.test(page.url())) return;
        // Next and back say their words; the question's number shows.
        await expect(page.locator('.flow-arrows__button--next')).toContainText(texts.next);
        const number = page.locator('.question__number');
        await expect(number).toBeVisible();
        await expect(number).toContainText(/\d+/);
        const term = page.locator('main .glossary-term').first();
        if (!seen.glossary && (await term.count()) > 0) {
          seen.glossary = true;
          const word = (await term.textContent()) ?? '';
          const explanation = explanationOf(locale, word);
          await term.focus();
          const tip = page.locator('.glossary-tip');
          await expect(tip).toBeVisible();
          await expect(tip).toContainText(explanation);
          await expect(term).toHaveAttribute('aria-expanded', 'true');
          await expectNoAxeViolations(page);
          const before = (await spokenSoFar(page)).length;
          await tip.getByRole('button', { name: texts.readAloud }).click();
          await expect
            .poll(async () => (await spokenSoFar(page)).slice(before))
            .toEqual([
              { text: `${word}. ${explanation}`, lang: LOCAL_VOICE[locale], voice: deviceVoice },
            ]);
          await page.keyboard.press('Escape');
          await expect(tip).toHaveCount(0);
          await expect(term).toBeFocused();
        }
        const pictures = page.locator('.slider .scale-picture');
        if ((await pictures.count()) > 0) {
          seen.scale = true;
          // One picture per answer, none on the "no answer" stop.
          await expect(page.locator('.slider__stop--none .scale-picture')).toHaveCount(0);
          expect(await pictures.count()).toBe(
            (await page.locator('.slider__stop').count()) -
              (await page.locator('.slider__stop--none').count()),
          );
        }
      };

      const childrenShown: number[] = [];
      const code = await walkToResult(
        page,
        texts,
        async () => {
          await expect(page.locator('html')).toHaveAttribute('data-reading', 'easy');
          await expectNoAxeViolations(page);
          await expectNoSidewaysScroll(page, page.url());
        },
        childrenShown,
        everyScreen,
      );
      expect(seen).toEqual({ chapter: true, glossary: true, scale: true });
      // The short version's groups: one question per screen.
      expect(childrenShown.filter((count) => count === 1)).toHaveLength(
        shortGroups.reduce((a, b) => a + b, 0),
      );
      expect(Math.max(...childrenShown)).toBe(1);
      expect(await scoresOf(page, code)).toEqual(standardScores);

      // The result in easy language: pictograms beside the values, axe clean, nothing sideways.
      await expect(page.locator('.score-table .value-pictogram')).toHaveCount(8);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, 'result');

      // Remembered: a page opened afresh is easy too; the switch turns it back.
      await page.goto(`/${locale}/privacy`);
      await expect(page.locator('html')).toHaveAttribute('data-reading', 'easy');
      await page.getByRole('switch', { name: texts.switchName }).click();
      await expect(page.locator('html')).not.toHaveAttribute('data-reading', 'easy');
      await expect(page.getByRole('switch', { name: texts.switchName })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      expect(problems).toEqual([]);
    });
  }

  for (const locale of LOCALES) {
    test(`every part a survey taker reads is in easy ${locale}: footer, newsletter, history, open data`, async ({
      page,
    }) => {
      const easy = catalogue(locale, 'easy');
      const easyText = (key: string) => text(easy, key);
      await page.setViewportSize({ width: 320, height: 640 });
      // The menu of every page's foot, and the newsletter form of the landing page's.
      await page.goto(`/${locale}?reading=easy`);
      await page.getByRole('button', { name: easyText('community.footer.menu') }).click();
      await expect(
        page.getByRole('link', { name: easyText('community.footer.gallery') }),
      ).toBeVisible();
      await expect(page.getByText(easyText('common.newsletter.lead'))).toBeVisible();

      await page.goto(`/${locale}/history?reading=easy`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(easyText('history.title'));
      await expectNoSidewaysScroll(page, 'history');

      await page.goto(`/${locale}/open-data?reading=easy`);
      await expect(page.getByText(easyText('population.openData.lead'))).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, 'open data');
    });
  }

  test('read aloud with the device’s voice for the language, the part read highlighted', async ({
    page,
  }) => {
    await stubSpeech(page);
    const texts = labels('fr', true);
    await page.goto('/fr/question/1?reading=easy');
    const read = page.getByRole('button', { name: texts.readAloud });
    await read.click();
    const spoken = await page.evaluate(() =>
      (window as unknown as { spoken: Array<{ text: string; lang: string }> }).spoken.map((s) => [
        s.text,
        s.lang,
      ]),
    );
    // The title first, then the question (its glossary words read as written), hint, answers.
    const title = await page.locator('.question__title').innerText();
    const question = (await page.locator('.question__text').textContent()) ?? '';
    expect(spoken.slice(0, 2)).toEqual([
      [title, 'fr-FR'],
      [question, 'fr-FR'],
    ]);
    expect(spoken.length).toBeGreaterThan(3);
    await expect(page.locator('.question__title')).toHaveAttribute('data-reading-aloud', 'true');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: texts.stopReading }).click();
    await expect(page.locator('[data-reading-aloud]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.readAloud })).toBeFocused();

    // Leaving the page stops the reading.
    await page.getByRole('button', { name: texts.readAloud }).click();
    const cancelled = await page.evaluate(
      () => (window as unknown as { cancelled: number }).cancelled,
    );
    await answerCurrentQuestion(page);
    await page.getByRole('button', { name: texts.next, exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/question\/2$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cancelled: number }).cancelled))
      .toBeGreaterThan(cancelled);
  });

  test('a partner’s link opens the embedded survey and the kiosk in easy language', async ({
    page,
    request,
  }) => {
    const easy = (await (
      await page.request.get('/api/v1/questionnaire/?lang=it&reading=easy')
    ).json()) as {
      chapters: Array<{ intro: Record<string, string> }>;
      questions: Array<{ text: Record<string, string> }>;
    };
    await page.goto('/it/embed/question/1?reading=easy');
    await expect(page.locator('.question__text')).toHaveText(easy.questions[0]?.text.it ?? '?');
    await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(page);

    const group = await createGroupThroughApi(request, { name: 'Classe 3B', language: 'it' });
    try {
      await page.goto(`/it/group/${group.code}?kiosk=1&reading=easy#admin=${group.adminSecret}`);
      await expect(page.locator('html')).toHaveAttribute('data-reading', 'easy');
      const join = text(catalogue('it', 'easy').group, 'join.takeSurvey');
      await page.getByRole('button', { name: join }).click();
      await expect(page).toHaveURL(/\/it\/chapter\/1$/);
      await expect(page.getByText(easy.chapters[0]?.intro.it ?? '?')).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await deleteGroupThroughApi(request, group);
    }
  });
});
