import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from '../support/fixtures';
import { createGroupThroughApi, deleteGroupThroughApi, groupNow } from '../support/groups';
import { servedQuestions, walkUntil } from '../support/survey';

/** The short version's answers as the survey state keeps them (question id -> answer ids). */
async function shortAnswerMap(page: Page): Promise<Record<number, number[]>> {
  const answers: Record<number, number[]> = {};
  for (const question of (await servedQuestions(page)).filter((q) => q.inNexpresso)) {
    for (const leaf of question.type === 'GROUP' ? question.childQuestions : [question]) {
      const answer = leaf.answers[0];
      if (answer) answers[leaf.id] = [answer.id];
    }
  }
  return answers;
}

/**
 * Everything the browser keeps for the app's origin, outside the kiosk's own session entry, and
 * the list seed apart: the page's first script gives each person one as their first page loads
 * (decision 0052), so after a reset it must be another than the person before had.
 */
function storedTraces(page: Page) {
  return page.evaluate(() => ({
    local: Object.keys(localStorage).filter((key) => key !== 'vc-list-seed'),
    session: Object.keys(sessionStorage).filter((key) => key !== 'values-cross:kiosk'),
  }));
}

/** The list seed the page keeps for the person at the device now. */
const listSeed = (page: Page) => page.evaluate(() => localStorage.getItem('vc-list-seed'));

test('a kiosk runs the survey for a group, hands the result over and forgets the person (German)', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const group = await createGroupThroughApi(request, { name: 'Stand am Markt' });
  try {
    const start = `/de/group/${group.code}?kiosk=1`;
    // Started with the group's admin link: no question asked.
    await page.goto(`${start}#admin=${group.adminSecret}`);
    await page.getByRole('button', { name: 'Umfrage für diese Gruppe ausfüllen' }).click();
    await walkUntil(page, /\/de\/continue\/\d+$/, { start: 'Los geht’s', next: 'Nächste Frage' });
    await page.getByRole('button', { name: 'Mein Resultat anzeigen' }).click();
    await expect(page).toHaveURL(/\/de\/result\?id=\w+$/);
    const code = new URL(page.url()).searchParams.get('id');
    const kiosk = page.getByRole('complementary', { name: 'Kiosk' });
    await expect(
      kiosk.getByRole('img', { name: 'QR-Code: dein Ergebnis auf deinem Handy' }),
    ).toBeVisible();
    await expect(kiosk).toContainText('Scanne diesen Code');
    expect((await groupNow(request, group.code)).body.members).toBe(1);
    await expectNoAxeViolations(page);

    const personsSeed = await listSeed(page);
    expect(personsSeed).toMatch(/^\d+$/);
    await kiosk.getByRole('button', { name: 'Nächste Person' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === start);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    expect(await storedTraces(page)).toEqual({ local: [], session: [] });
    expect(await listSeed(page)).not.toBe(personsSeed);
    // Neither back nor forward leads to the person's answers or result.
    for (const move of [() => page.goBack(), () => page.goForward(), () => page.goForward()]) {
      await move().catch(() => null);
      expect(page.url()).not.toMatch(/\/(result|question|chapter)/);
    }
    expect(page.url()).not.toContain(code ?? 'no code');
  } finally {
    await deleteGroupThroughApi(request, group);
  }
});

test('a kiosk starts again by itself after 90 seconds without a touch (French)', async ({
  page,
  request,
}) => {
  const group = await createGroupThroughApi(request, { name: 'Stand', language: 'fr' });
  try {
    await page.clock.install();
    const start = `/fr/group/${group.code}?kiosk=1`;
    // On a device that holds nobody's result, anyone may start a kiosk once they confirm.
    await page.goto(start);
    await page.getByRole('button', { name: 'Démarrer la borne' }).click();
    await page.getByRole('button', { name: 'Répondre au questionnaire pour ce groupe' }).click();
    await expect(page).toHaveURL(/\/fr\/chapter\/1$/);
    await expect(page.getByRole('button', { name: 'Personne suivante' })).toBeVisible();
    const personsSeed = await listSeed(page);
    await page.clock.fastForward(89_000);
    await expect(page).toHaveURL(/\/fr\/chapter\/1$/);
    await page.clock.fastForward(2_000);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === start);
    await page.waitForSelector('html[data-ready]', { state: 'attached' });
    expect(await storedTraces(page)).toEqual({ local: [], session: [] });
    expect(await listSeed(page)).not.toBe(personsSeed);
  } finally {
    await deleteGroupThroughApi(request, group);
  }
});

test('a kiosk link cannot turn a visitor’s own browser into a kiosk that erases their result (Italian)', async ({
  page,
  request,
}) => {
  const group = await createGroupThroughApi(request, { name: 'Fiera', language: 'it' });
  try {
    await page.goto('/it');
    await page.evaluate(() =>
      localStorage.setItem(
        'values-cross:survey',
        JSON.stringify({ resultCode: 'AbCdEf123456', resultSecret: 'own-secret-0123456789' }),
      ),
    );
    const stored = await page.evaluate(() => localStorage.getItem('values-cross:survey'));
    await page.goto(`/it/group/${group.code}?kiosk=1`);
    await expect(page.getByText(/^Questo link farebbe di questa scheda un chiosco/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avvia il chiosco' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nessun chiosco' }).click();
    await expect(page).toHaveURL(new RegExp(`/it/group/${group.code}$`));
    expect(await page.evaluate(() => sessionStorage.getItem('values-cross:kiosk'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('values-cross:survey'))).toBe(stored);
  } finally {
    await deleteGroupThroughApi(request, group);
  }
});

test('a partner page embeds the survey: it grows with it, and the result joins the group (Italian)', async ({
  page,
  request,
  baseURL,
}) => {
  const group = await createGroupThroughApi(request, { name: 'Associazione', language: 'it' });
  let stopPartner = () => Promise.resolve();
  try {
    const answers = await shortAnswerMap(page);
    // The partner's page, from a server of its own (another origin on this machine).
    const partner = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="it"><head><title>Partner</title></head><body>
        <h1>Partner</h1>
        <iframe id="survey" title="Sondaggio" src="${baseURL}/it/embed?group=${group.code}" style="width:100%;border:0;height:150px"></iframe>
        <script>
          window.heights = [];
          addEventListener('message', (event) => {
            if (event.data && event.data.type === 'values-cross:height') {
              window.heights.push(event.data.height);
              document.getElementById('survey').style.height = event.data.height + 'px';
            }
          });
        </script></body></html>`);
    });
    await new Promise<void>((done) => partner.listen(0, '127.0.0.1', done));
    stopPartner = () => new Promise<void>((done) => partner.close(() => done()));
    const { port } = partner.address() as AddressInfo;
    const partnerUrl = `http://127.0.0.1:${port}/`;
    // Not one of the app's pages: loaded without waiting for the app to be ready on it.
    await page.evaluate((url) => {
      window.location.href = url;
    }, partnerUrl);
    await page.waitForURL(partnerUrl);
    const frame = page.frameLocator('#survey');
    await expect(frame.getByRole('heading', { name: 'Croce dei valori' })).toBeVisible();
    await expect(
      frame.getByText('Il tuo risultato conta per il gruppo «Associazione».'),
    ).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heights: number[] }).heights.length))
      .toBeGreaterThan(0);

    await frame.getByRole('button', { name: 'Inizia il sondaggio' }).click();
    await expect
      .poll(() => page.frames().some((f) => /\/it\/embed\/chapter\/1$/.test(f.url())))
      .toBe(true);
    const inner = page.frame({ url: /\/it\/embed\/chapter\/1$/ });
    await expect(frame.getByRole('link', { name: 'Cominciamo' })).toBeVisible();
    // No scrollbar inside the frame: it is as tall as the page in it.
    await expect
      .poll(async () => {
        const [scroll, frameHeight] = await Promise.all([
          inner?.evaluate(() => document.documentElement.scrollHeight) ?? 0,
          page.locator('#survey').evaluate((element) => element.getBoundingClientRect().height),
        ]);
        return scroll - frameHeight;
      })
      .toBeLessThanOrEqual(1);

    // The visitor's answers (kept by the frame), then the result: made in the frame, in the group.
    await inner?.evaluate((answeredQuestions) => {
      const stored = JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}');
      localStorage.setItem(
        'values-cross:survey',
        JSON.stringify({ ...stored, answeredQuestions, nexpressoCompleted: true }),
      );
    }, answers);
    await inner?.goto(`${baseURL}/it/embed/result`);
    await expect(
      frame.getByRole('link', { name: 'Apri il risultato sulla Croce dei valori' }),
    ).toBeVisible();
    expect(page.frame({ url: /\/it\/embed\/result\?id=\w+$/ })).not.toBeNull();
    expect((await groupNow(request, group.code)).body.members).toBe(1);
    const link = await frame
      .getByRole('link', { name: 'Apri il risultato sulla Croce dei valori' })
      .getAttribute('href');
    expect(link).toMatch(/^\/it\/result\?id=\w+#secret=[\w-]+&group=\w+$/);
  } finally {
    await stopPartner();
    await deleteGroupThroughApi(request, group);
  }
});

test('no other page can be framed, and a handed-over result is the visitor’s own (English)', async ({
  page,
  request,
  baseURL,
}) => {
  const framed = await request.get('/en/');
  expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const embed = await request.get('/en/embed');
  expect(embed.status()).toBe(200);
  expect(embed.headers()['content-security-policy']).toContain('frame-ancestors *');
  // The embedded survey's own pages pass axe as the site's do.
  for (const screen of ['embed', 'embed/chapter/1', 'embed/question/1']) {
    await page.goto(`/en/${screen}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }

  const answers = Object.values(await shortAnswerMap(page)).flat();
  const created = await request.post('/api/v1/answer-set/', { data: { answers, language: 'en' } });
  const { code, secret } = (await created.json()) as { code: string; secret: string };
  await page.goto(`${baseURL}/en/result?id=${code}#secret=${secret}`);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/result\\?id=${code}$`));
  const kept = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'),
  );
  expect([kept.resultCode, kept.resultSecret]).toEqual([code, secret]);
});

test('a hand-over link asks before it replaces the visitor’s own result (German)', async ({
  page,
  request,
}) => {
  const answers = Object.values(await shortAnswerMap(page)).flat();
  const make = async () =>
    (await (
      await request.post('/api/v1/answer-set/', { data: { answers, language: 'de' } })
    ).json()) as { code: string; secret: string };
  const own = await make();
  const handed = await make();
  await page.goto(`/de/result?id=${own.code}#secret=${own.secret}`);
  await expect(page).toHaveURL(new RegExp(`/de/result\\?id=${own.code}$`));
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('values-cross:survey') ?? '{}'));

  await page.goto(`/de/result?id=${handed.code}#secret=${handed.secret}`);
  const question = page.getByText(/^Dieser Link übergibt dir ein Ergebnis mit seinen Rechten/);
  await expect(question).toContainText(own.code);
  await expect(page).toHaveURL(new RegExp(`/de/result\\?id=${handed.code}$`));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Meines behalten' }).click();
  await expect(question).toHaveCount(0);
  expect((await stored()).resultCode).toBe(own.code);

  await page.goto(`/de/result?id=${handed.code}#secret=${handed.secret}`);
  await page.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(question).toHaveCount(0);
  const taken = await stored();
  expect([taken.resultCode, taken.resultSecret]).toEqual([handed.code, handed.secret]);
});
