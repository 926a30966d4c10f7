import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { servedQuestions } from '../support/survey';
import { goDownThePage } from '../support/result';

const LANGUAGES = ['de', 'fr'] as const;

interface ServedText {
  [language: string]: string;
}
interface Questionnaire {
  chapters: Array<{ id: number; title: ServedText; intro: ServedText }>;
  questions: Array<{ id: number; title: ServedText; inNexpresso: boolean }>;
}

/** A page as it arrives, before and without any script. */
async function withoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Creates a result of the short version through the API, as a shared link would name it. */
async function resultCode(page: Page): Promise<string> {
  const questions = await servedQuestions(page);
  const answers = questions
    .filter((q) => q.inNexpresso)
    .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
    .flatMap((q) => (q.answers[0] ? [q.answers[0].id] : []));
  const created = await page.request.post('/api/v1/answer-set/', {
    data: { answers, language: 'de' },
  });
  return ((await created.json()) as { code: string }).code;
}

for (const lang of LANGUAGES) {
  test(`every page kind is readable before scripts run (${lang})`, async ({
    browser,
    baseURL,
    page: scripted,
  }) => {
    const code = await resultCode(scripted);
    const questionnaire = (await (
      await scripted.request.get(`/api/v1/questionnaire/?lang=${lang}`)
    ).json()) as Questionnaire;
    const { page, close } = await withoutScripts(browser, baseURL);
    try {
      await page.goto(`/${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(
        lang === 'de' ? 'Wertekreuz' : 'Croix des valeurs',
      );
      await expect(page.locator(`a[href="/${lang}/chapter/1"]`)).toBeVisible();

      const chapter = questionnaire.chapters[0];
      await page.goto(`/${lang}/chapter/1`);
      await expect(page.locator('h1')).toHaveText(chapter?.title[lang] ?? '');
      await expect(page.locator('.chapter__intro')).toHaveText(chapter?.intro[lang] ?? '');

      const first = questionnaire.questions[0];
      await page.goto(`/${lang}/question/1`);
      await expect(page.locator('h1')).toHaveText(first?.title[lang] ?? '');
      // The answers read as text; answering needs scripts, and the page says so.
      await expect(page.locator('main p.notice', { hasText: 'JavaScript' })).toBeVisible();

      // Whose it is the server cannot know: not "your" cross.
      await page.goto(`/${lang}/result?id=${code}`);
      await expect(page.locator('h1')).toHaveText(
        lang === 'de' ? 'Ein Wertekreuz' : 'Une croix des valeurs',
      );
      await expect(page.locator('.result-code')).toHaveText(code);
      await expect(page.locator('svg.cross path.cross__shape')).toHaveAttribute('d', /\d/);
      await expect(page.locator('section.profile')).toBeVisible();
      await expect(page.locator('table tbody tr')).toHaveCount(8);

      await page.goto(`/${lang}/gallery`);
      await expect(page.locator('h1')).toHaveText('Galerie');

      // Every form the server renders is sent to a page with an action by the browser itself
      // (decision 0043); the new password's goes to the mailed link's own address.
      for (const form of ['login', 'signup', 'group', 'passwordreset']) {
        await page.goto(`/${lang}/${form}`);
        const sent = page.locator(`form[method="post"][action="/${lang}/${form}"]`);
        await expect(sent.locator('button[type="submit"]')).toBeEnabled();
      }
      await page.goto(`/${lang}/passwordchange?token=mailed`);
      const change = page.locator('form[method="post"]:not([action])');
      await expect(change.locator('button[type="submit"]')).toBeEnabled();
      await page.goto(`/${lang}`);
      const newsletter = page.locator(`form[method="post"][action="/${lang}/newsletter"]`);
      await expect(newsletter.locator('button[type="submit"]')).toBeEnabled();

      await page.goto(`/${lang}/privacy`);
      await expect(page.locator('h1')).toHaveText(
        lang === 'de' ? 'Datenschutzerklärung' : 'Déclaration de protection des données',
      );
      await expect(page.locator('main section h2').first()).toBeVisible();
    } finally {
      await close();
    }
  });
}

test('unknown pages, numbers and results answer 404 with the 404 page in the language', async ({
  request,
}) => {
  for (const [path, title] of [
    ['/de/no-such-page', 'Diese Seite wurde nicht gefunden'],
    ['/fr/question/999', 'Cette page est introuvable'],
    ['/de/chapter/9', 'Diese Seite wurde nicht gefunden'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(title);
  }
  for (const id of ['unknown', 'zzzzzzzzzzzz']) {
    const response = await request.get(`/de/result?id=${id}`);
    expect(response.status(), id).toBe(404);
  }
  expect((await request.get('/de/question/3')).status()).toBe(200);
});

for (const lang of ['de', 'fr', 'it', 'en'] as const) {
  test(`pages take over in the browser without hydration warnings or errors (${lang})`, async ({
    page,
  }) => {
    const code = await resultCode(page);
    const messages: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${page.url()}: ${message.text()}`);
      }
    };
    page.on('console', listen);
    // React reports a hydration mismatch as an error of the page (reportError).
    page.on('pageerror', (error) => messages.push(`${page.url()}: ${error.message}`));
    for (const path of [
      '',
      '/chapter/2',
      '/question/4',
      `/result?id=${code}`,
      '/gallery',
      '/privacy',
      '/group',
      '/embed',
      '/login',
      // In easy language: the address chooses it, the cookie keeps it for the next pages.
      '?reading=easy',
      '/chapter/2',
      '/question/4',
      `/result?id=${code}`,
      '/group',
      '/embed/question/2',
      '/privacy?reading=standard',
    ]) {
      await page.goto(`/${lang}${path}`);
      await expect(page.locator('h1').first()).toBeVisible();
      // Taken over: every part the server rendered now works.
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      await page.waitForLoadState('networkidle');
    }
    expect(messages).toEqual([]);
  });
}

test('a shared result shows its final cross at once, the one the server drew', async ({ page }) => {
  const code = await resultCode(page);
  const response = await page.request.get(`/de/result?id=${code}`);
  const path = /<path[^>]*class="cross__shape"[^>]*>/.exec(await response.text())?.[0] ?? '';
  const drawn = / d="([^"]+)"/.exec(path)?.[1];
  expect(drawn).toBeTruthy();
  await page.goto(`/de/result?id=${code}`);
  const shape = page.locator('svg.cross path.cross__shape').first();
  await expect(shape).toHaveAttribute('data-settled', 'true');
  await expect(shape).toHaveAttribute('d', drawn ?? '');
});

for (const [lang, create] of [
  ['de', 'Ein Kreuz für deine Gruppe erstellen'],
  ['fr', 'Créer une croix pour ton groupe'],
] as const) {
  test(`someone else's result loads no group code or texts, and offers a group's cross (${lang})`, async ({
    page,
  }) => {
    const code = await resultCode(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`/${lang}/result?id=${code}`);
    // The way to a group's cross comes as the visitor goes down the page.
    await goDownThePage(page);
    const link = page.getByRole('link', { name: create });
    await expect(link).toHaveAttribute('href', `/${lang}/group`);
    await page.waitForLoadState('networkidle');
    // The page's own catalogue is there; the group component and its texts are not.
    expect(scripts.some((path) => path.startsWith(`/assets/${lang}-`))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/(ResultGroup|group)-/.test(path))).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/group$`));
  });
}

test('every script of the app, its first one too, is fetched only after the page’s first paint is on screen', async ({
  page,
}) => {
  const code = await resultCode(page);
  for (const path of ['/de', '/fr/question/3', `/it/result?id=${code}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { firstPaint, scripts } = await page.evaluate(() => {
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter(({ name }) => /\/assets\/[^/]+\.js$/.test(new URL(name).pathname))
          .map(({ name, startTime }) => ({ name, startTime })),
      };
    });
    expect(firstPaint, path).toBeGreaterThan(0);
    // The app did start: renderer, router, app and the page's chunk.
    expect(scripts.length, path).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(script.startTime, `${path}: ${script.name}`).toBeGreaterThanOrEqual(firstPaint);
    }
  }
});

test('a page opened in a background tab starts the app without waiting for a paint', async ({
  page,
}) => {
  // A background tab: hidden, and it paints nothing, so neither the paint report nor the
  // visible page's one-second limit would ever start the app (timers of a second or more are
  // held back here, as a browser throttles a hidden tab's).
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
    const later = window.setTimeout.bind(window);
    window.setTimeout = ((run: TimerHandler, ms?: number, ...rest: unknown[]) =>
      (ms ?? 0) >= 1000 ? 0 : later(run, ms, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/en');
  // The app did start: renderer, router, app and the page's own chunks were fetched.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(({ name }) => /\/assets\/[^/]+\.js$/.test(new URL(name).pathname)).length,
      ),
    )
    .toBeGreaterThan(4);
});
