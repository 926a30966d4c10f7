import type { Locator, Page } from '@playwright/test';
import { expect, LOCALES, test } from '../support/fixtures';
import { logInThroughApi } from '../support/accounts';
import { printedPages } from '../support/printing';
import { goDownThePage } from '../support/result';
import { servedQuestions, servedVersion, type ServedQuestion } from '../support/survey';

type Locale = (typeof LOCALES)[number];

/** The words a person reads, as the catalogues say them (content/locales). */
const WORDS = {
  de: {
    pass: 'Frage überspringen',
    passed: 'Übersprungen: Diese Frage zählt nicht für dein Kreuz.',
    noAnswer: 'Keine Antwort',
    next: 'Nächste Frage',
    title: 'Dein Wertekreuz',
    titleShared: 'Ein Wertekreuz',
    unmeasured: 'nicht gemessen',
    heading: 'Dein Profil',
    visitorHeading: 'Profil dieses Kreuzes',
    passedCount: (count: number, asked: number) =>
      `${count} von ${asked} Fragen hast du nicht beantwortet.`,
    long: 'Weiter mit der langen Version',
    history: 'Deine Kreuze im Lauf der Zeit',
    made: 'Gemacht am',
    range: 'Wäre eine Antwort anders',
    sameMeans: 'Etwa gleich: im selben Bereich',
    share: 'Teilen',
    visitorNote: 'Wer den Link öffnet, sieht dieses Kreuz',
    ownNote: 'Wer den Link öffnet, sieht dein Kreuz',
    // Whole words in Unicode: an ASCII \b would find "tes" in "Fêtes".
    yours: /(?<!\p{L})(dein|deine|deinen|deinem|deiner|deines|dir|dich|du)(?!\p{L})/iu,
  },
  fr: {
    pass: 'Passer cette question',
    passed: 'Question passée : elle ne compte pas pour ta croix.',
    noAnswer: 'Pas de réponse',
    next: 'Question suivante',
    title: 'Ta croix des valeurs',
    titleShared: 'Une croix des valeurs',
    unmeasured: 'non mesurée',
    heading: 'Ton profil',
    visitorHeading: 'Le profil de cette croix',
    passedCount: (count: number, asked: number) =>
      `Tu n’as pas répondu à ${count} questions sur ${asked}.`,
    long: 'Continuer avec la version longue',
    history: 'Tes croix au fil du temps',
    made: 'Obtenu le',
    range: 'Si une réponse était différente',
    sameMeans: 'À peu près égale : dans la même tranche',
    share: 'Partager',
    visitorNote: 'Toute personne qui ouvre le lien voit cette croix',
    ownNote: 'Toute personne qui ouvre le lien voit ta croix',
    yours: /(?<!\p{L})(ton|ta|tes|toi|tu)(?!\p{L})/iu,
  },
  it: {
    pass: 'Salta la domanda',
    passed: 'Domanda saltata: non conta per la tua croce.',
    noAnswer: 'Nessuna risposta',
    next: 'Domanda successiva',
    title: 'La tua croce dei valori',
    titleShared: 'Una croce dei valori',
    unmeasured: 'non misurato',
    heading: 'Il tuo profilo',
    visitorHeading: 'Il profilo di questa croce',
    passedCount: (count: number, asked: number) =>
      `Non hai risposto a ${count} domande su ${asked}.`,
    long: 'Continua con la versione lunga',
    history: 'Le tue croci nel tempo',
    made: 'Ottenuto il',
    range: 'Se una risposta fosse diversa',
    sameMeans: 'Più o meno uguale: nella stessa fascia',
    share: 'Condividi',
    visitorNote: 'Chi apre il link vede questa croce',
    ownNote: 'Chi apre il link vede la tua croce',
    yours: /(?<!\p{L})(tuo|tua|tuoi|tue|ti)(?!\p{L})/iu,
  },
  en: {
    pass: 'Skip this question',
    passed: 'Skipped: this question does not count towards your cross.',
    noAnswer: 'No answer',
    next: 'Next question',
    title: 'Your values cross',
    titleShared: 'A values cross',
    unmeasured: 'not measured',
    heading: 'Your profile',
    visitorHeading: 'The profile of this cross',
    passedCount: (count: number, asked: number) =>
      `You left ${count} of ${asked} questions unanswered.`,
    long: 'Continue with the long version',
    history: 'Your crosses over time',
    made: 'Made on',
    range: 'If one answer were different',
    sameMeans: 'About the same: in the same 20-point band',
    share: 'Share',
    visitorNote: 'Whoever opens the link sees this cross',
    ownNote: 'Whoever opens the link sees your cross',
    yours: /(?<!\p{L})(your|yours|you)(?!\p{L})/iu,
  },
} as const;

const WIDTHS = [320, 390, 1280] as const;

/** Text as a person reads it: any run of spaces (no-break ones too) as one space. */
const read = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

const leavesOf = (q: ServedQuestion) => (q.type === 'GROUP' ? q.childQuestions : [q]);

const isList = (q: ServedQuestion) => q.type.startsWith('MC');

/** The 1-based flow positions of the short version's first questions of each kind. */
async function shortPositions(page: Page) {
  const questions = await servedQuestions(page);
  const short = questions.filter((q) => q.inNexpresso);
  const slider = (after = 0) =>
    short.findIndex((q, i) => i >= after && q.type !== 'GROUP' && !isList(q)) + 1;
  const first = slider();
  return {
    questions,
    short,
    pointer: first,
    keyboard: slider(first),
    list: short.findIndex((q) => isList(q)) + 1,
  };
}

/** Every label of the cross lies inside the cross's box and inside the page's width. */
async function expectNamesInsideTheCross(page: Page) {
  const cross = page.locator('.result__cross svg');
  await expect(cross.locator('.cross__label')).toHaveCount(8);
  const box = await cross.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (!box) throw new Error('no cross');
  for (const label of await cross.locator('.cross__label').all()) {
    const name = await label.boundingBox();
    if (!name) throw new Error('a label without a box');
    expect(name.x).toBeGreaterThanOrEqual(box.x - 1);
    expect(name.x + name.width).toBeLessThanOrEqual(box.x + box.width + 1);
    expect(name.y).toBeGreaterThanOrEqual(box.y - 1);
    expect(name.y + name.height).toBeLessThanOrEqual(box.y + box.height + 1);
    expect(name.x + name.width).toBeLessThanOrEqual(width);
  }
}

test.beforeAll(async ({ request }) => {
  // Thirty results of the served version, so that where one stands has figures to show.
  const questions = (await (await request.get('/api/v1/questions/')).json()) as ServedQuestion[];
  const short = questions.filter((q) => q.inNexpresso).flatMap(leavesOf);
  for (let person = 0; person < 30; person += 1) {
    const answers = short.map((q) => q.answers[(person + q.id) % q.answers.length]?.id ?? 0);
    expect((await request.post('/api/v1/answer-set/', { data: { answers } })).status()).toBe(201);
  }
});

for (const locale of LOCALES) {
  const words = WORDS[locale as Locale];
  for (const width of WIDTHS) {
    test.describe(`${locale} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test(`passes questions by pointer, keyboard and the skip button, counts them, and goes on with the long version (${locale}, ${width})`, async ({
        page,
      }) => {
        await page.goto(`/${locale}`);
        const { questions, short, pointer, keyboard, list } = await shortPositions(page);
        // By pointer: the slider's "no answer", where it starts, is chosen.
        await page.goto(`/${locale}/question/${pointer}`);
        const next = page.getByRole('button', { name: words.next });
        await expect(next).toBeDisabled();
        await page.locator('.slider__stop--none').click();
        await expect(page.getByRole('status').filter({ hasText: words.passed })).toBeVisible();
        await expect(next).toBeEnabled();
        await next.click();
        await expect(page).not.toHaveURL(new RegExp(`/question/${pointer}$`));
        // By keyboard: Delete on the slider chooses "no answer".
        await page.goto(`/${locale}/question/${keyboard}`);
        await page.getByRole('slider').focus();
        await page.keyboard.press('Delete');
        await expect(page.getByRole('status').filter({ hasText: words.passed })).toBeVisible();
        await expect(next).toBeEnabled();
        // A list has no "no answer": the skip button passes it, by the keyboard too.
        await page.goto(`/${locale}/question/${list}`);
        await expect(next).toBeDisabled();
        await page.getByRole('button', { name: words.pass }).focus();
        await page.keyboard.press('Enter');
        await expect(page).not.toHaveURL(new RegExp(`/question/${list}$`));
        // What was passed stays passed when the person comes back.
        await page.goto(`/${locale}/question/${pointer}`);
        await expect(page.getByRole('status').filter({ hasText: words.passed })).toBeVisible();
        await expect(next).toBeEnabled();

        // The other questions answered, the result says how many were passed.
        const passedIds = [pointer, keyboard, list].map((position) => short[position - 1]?.id);
        await page.evaluate(
          ({ leaves, passed }) => {
            const key = 'values-cross:survey';
            const state = JSON.parse(localStorage.getItem(key) ?? '{}') as {
              answeredQuestions: Record<number, number[]>;
            };
            for (const leaf of leaves) {
              if (!passed.includes(leaf.id)) state.answeredQuestions[leaf.id] = [leaf.answer];
            }
            localStorage.setItem(key, JSON.stringify({ ...state, nexpressoCompleted: true }));
          },
          {
            leaves: short
              .flatMap(leavesOf)
              .map((q) => ({ id: q.id, answer: q.answers[0]?.id ?? 0 })),
            passed: passedIds,
          },
        );
        await page.goto(`/${locale}/result`);
        await expect(page).toHaveURL(/result\?id=/);
        const code = new URL(page.url()).searchParams.get('id') ?? '';
        const stored = (await (await page.request.get(`/api/v1/answer-set/${code}`)).json()) as {
          measurement: { asked: number; passed: number };
        };
        expect(stored.measurement.passed).toBe(3);
        await expect(page.locator('.result__passed')).toHaveText(
          words.passedCount(3, stored.measurement.asked),
        );
        // The long version goes on at its first question, with no prompt or chapter between.
        await page.getByRole('link', { name: words.long }).click();
        const firstLong = questions.findIndex((q) => !q.inNexpresso) + 1;
        await expect(page).toHaveURL(new RegExp(`/${locale}/question/${firstLong}$`));
        await expect(page.locator(`[data-position="${firstLong}"] h1`)).toBeVisible();
      });

      test(`a visitor's result with unmeasured values: names in the cross, no trait, "this cross", one printed page (${locale}, ${width})`, async ({
        page,
      }) => {
        await page.goto(`/${locale}`);
        const questions = await servedQuestions(page);
        // The fewest first answers of the short version's single-choice questions that measure
        // some values but not all (a value needs two answers bearing on it and a narrow range).
        const single = questions
          .filter((q) => q.inNexpresso)
          .flatMap(leavesOf)
          .filter((q) => !q.type.startsWith('MC'));
        const version = await servedVersion(page);
        interface Made {
          code: string;
          measurement: { values: Array<{ key: string; measured: boolean }> };
        }
        let made: Made | null = null;
        for (let count = 2; count <= single.length && made === null; count += 1) {
          const answers = single.slice(0, count).map((q) => q.answers[0]?.id ?? 0);
          const created = await page.request.post('/api/v1/answer-set/', {
            data: { answers, language: locale, questionnaireVersion: version },
          });
          const result = (await created.json()) as Made;
          const measured = result.measurement.values.filter((v) => v.measured).length;
          if (measured > 0 && measured < result.measurement.values.length) made = result;
        }
        if (!made) throw new Error('no prefix of the short version measures some values only');
        const { code, measurement } = made;
        const unmeasured = measurement.values.filter((v) => !v.measured).map((v) => v.key);
        expect(unmeasured.length).toBeGreaterThan(0);
        expect(unmeasured.length).toBeLessThan(measurement.values.length);
        await page.goto(`/${locale}/result?id=${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.titleShared);
        await expectNamesInsideTheCross(page);
        for (const key of unmeasured) {
          await expect(page.locator(`.cross__label[data-dimension="${key}"]`)).toHaveText(/\?$/);
        }
        // The table: no figure and "not measured" for each unmeasured value, no other.
        const rows = page.locator('.score-table tbody tr[data-tendency="unmeasured"]');
        await expect(rows).toHaveCount(unmeasured.length);
        for (const row of await rows.all()) {
          await expect(row.locator('td').nth(0)).toHaveText('–');
          await expect(row.locator('td').nth(1)).toHaveText(words.unmeasured);
        }
        // The profile speaks of this cross and says no trait of an unmeasured value.
        const profile = page.locator('.profile');
        await expect(profile.getByRole('heading')).toHaveText(words.visitorHeading);
        expect(await read(profile)).not.toMatch(words.yours);
        expect(await read(page.locator('.score-table:not(.standing__table) caption'))).not.toMatch(
          words.yours,
        );
        await expect(profile.locator('.profile__unmeasured')).toBeVisible();
        // An arm's explanations speak of "the answers", never "your" (they come when the person
        // uses the page).
        await goDownThePage(page);
        await page.locator('.arms__button').first().click();
        const explained = page.locator('.value-explanation').first();
        await expect(explained).toBeVisible();
        expect(await read(explained)).not.toMatch(words.yours);
        // The share dialog says what the link shows.
        await page.locator('.result-actions').getByRole('button', { name: words.share }).click();
        await expect(page.locator('.share-dialog__note')).toContainText(words.visitorNote);
        await page.keyboard.press('Escape');
        // On paper: one page, the range column named in full, the short version's note.
        await goDownThePage(page);
        expect(await printedPages(page)).toBe(1);
        await expect(page.locator('.score-table__long').first()).toBeVisible();
        await expect(page.locator('.score-table__long').first()).toHaveText(words.range);
        await expect(page.locator('.result__short-note')).toBeVisible();
        expect(await read(page.locator('.profile'))).not.toMatch(words.yours);
      });

      test(`the owner after logging out and in again in a fresh browser: "your" cross, its owner parts and date, one printed page (${locale}, ${width})`, async ({
        page,
        insertNewUser,
      }) => {
        const user = await insertNewUser();
        // The result made while logged in elsewhere: this browser holds no secret of it.
        const tokens = await page.request.post('/api/v1/account/token/', {
          data: { email: user.email, password: user.password },
        });
        const { access } = (await tokens.json()) as { access: string };
        const questions = (await (
          await page.request.get('/api/v1/questions/')
        ).json()) as ServedQuestion[];
        const answers = questions
          .filter((q) => q.inNexpresso)
          .flatMap(leavesOf)
          .map((q) => q.answers[q.answers.length - 1]?.id ?? 0);
        const created = await page.request.post('/api/v1/answer-set/', {
          headers: { authorization: `Bearer ${access}` },
          data: { answers, language: locale },
        });
        const { code } = (await created.json()) as { code: string };
        await logInThroughApi(page, user);
        await page.goto(`/${locale}/result?id=${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
        await expect(page.locator('.profile').getByRole('heading')).toHaveText(words.heading);
        await expect(page.getByRole('link', { name: words.history })).toBeVisible();
        await expect(page.locator('.result__made')).toContainText(words.made);
        await expectNamesInsideTheCross(page);
        // Where one stands is the owner's, by the login alone.
        await goDownThePage(page);
        await expect(page.locator('.standing__table')).toBeVisible();
        await page.locator('.result-actions').getByRole('button', { name: words.share }).click();
        await expect(page.locator('.share-dialog__note')).toContainText(words.ownNote);
        await page.keyboard.press('Escape');
        expect(await printedPages(page)).toBe(1);
        await expect(page.locator('.standing__same-means')).toContainText(words.sameMeans);
        await expect(page.locator('.score-table__long').last()).toHaveText(words.range);
      });
    });
  }
}
