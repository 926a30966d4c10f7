import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { seedShortVersionAnswers } from '../support/result';

const CODE_URL = /\/result\?id=([0-9A-Za-z]{12})$/;
const NB = '\u00a0';
const NNB = '\u202f';

interface Texts {
  arm: string;
  value: (score: number, low: number, high: number) => string;
  high: string;
  low: string;
  band: string;
  rangeColumn: string;
  point: RegExp;
}

/** What a person reads in each language when the arm Here (origin and nature) is opened. */
const TEXTS: Record<'de' | 'fr' | 'it' | 'en', Texts> = {
  de: {
    arm: 'Hier: Herkunft und Natur',
    value: (s, l, h) =>
      `Dein Wert: ${s}${NB}%. Wäre eine Antwort anders, läge er zwischen ${l}${NB}% und ${h}${NB}%.`,
    high: 'Ein hoher Wert bedeutet',
    low: 'Ein tiefer Wert bedeutet',
    band: 'Helles Band: wo jeder Wert läge, wenn eine Antwort anders wäre',
    rangeColumn: 'Wäre eine Antwort anders',
    point: /^[+−]\d+\sPunkte?$/,
  },
  fr: {
    arm: `Ici${NB}: Origines et Nature`,
    value: (s, l, h) =>
      `Ta valeur${NB}: ${s}${NNB}%, entre ${l}${NNB}% et ${h}${NNB}% si une seule réponse était différente.`,
    high: 'Une valeur élevée signifie',
    low: 'Une valeur basse signifie',
    band: `Bande claire${NB}: où chaque valeur pourrait se situer si une seule réponse était différente`,
    rangeColumn: 'Si une réponse était différente',
    point: /^[+−]\d+\spoints?$/,
  },
  it: {
    arm: 'Qui: Origini e Natura',
    value: (s, l, h) =>
      `Il tuo valore: ${s}${NB}%, tra ${l}${NB}% e ${h}${NB}% se una sola risposta fosse diversa.`,
    high: 'Un valore alto significa',
    low: 'Un valore basso significa',
    band: 'Fascia chiara: dove potrebbe trovarsi ogni valore se una sola risposta fosse diversa',
    rangeColumn: 'Se una risposta fosse diversa',
    point: /^[+−]\d+\spunt[oi]$/,
  },
  en: {
    arm: 'Here: Origin and Nature',
    value: (s, l, h) =>
      `Your value: ${s}${NB}%, between ${l}${NB}% and ${h}${NB}% if one answer were different.`,
    high: 'A high value means',
    low: 'A low value means',
    band: 'Light band: where each value could lie if one answer were different',
    rangeColumn: 'If one answer were different',
    point: /^[+−]\d+\spoints?$/,
  },
};

/** Presses Tab until the element has the focus, as a keyboard user would (at most 60 times). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (focused === name) return;
  }
  throw new Error(`${name} never got the focus`);
}

async function noSidewaysScrolling(page: Page) {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // The elements reaching past the right edge, named so a failure says what to fix.
    const overflowing = await page.evaluate(() => {
      const edge = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(overflowing, `sideways scrolling at ${width} px`).toEqual([]);
  }
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`open the arm Here with the keyboard and read why its values are where they are (${locale})`, async ({
    page,
  }) => {
    await seedShortVersionAnswers(page);
    await page.goto(`/${locale}/result`);
    await expect(page).toHaveURL(CODE_URL);
    const code = CODE_URL.exec(page.url())?.[1] ?? '';
    const response = await page.request.get(
      `/api/v1/answer-set/${code}/explanation?lang=${locale}`,
    );
    const explanation = (await response.json()) as {
      dimensions: {
        key: string;
        score: number;
        range: { low: number; high: number };
        meaning: { high: string; low: string };
        contributions: { question: string; answer: string; points: number }[];
      }[];
    };
    const origin = explanation.dimensions.find((d) => d.key === 'origin');
    if (!origin) throw new Error('no origin in the explanation');
    const pct = (x: number) => Math.round(x * 100);

    await expect(page.locator('.result__cross .cross__band')).toHaveCount(1);
    await expect(page.getByText(texts.band)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: texts.rangeColumn })).toBeVisible();

    // The arms come when the person uses the page (here the End key): then they are tabbed to.
    const button = page.getByRole('button', { name: texts.arm });
    await page.keyboard.press('End');
    await expect(button).toBeAttached();
    await tabTo(page, texts.arm);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const value = panel.locator('.value-explanation').first();
    await expect(value.locator('.value-explanation__range')).toHaveText(
      texts.value(pct(origin.score), pct(origin.range.low), pct(origin.range.high)),
      { useInnerText: true },
    );
    await expect(value.getByRole('term').first()).toHaveText(texts.high);
    await expect(value.getByRole('definition').first()).toHaveText(origin.meaning.high);
    await expect(value.getByRole('term').nth(1)).toHaveText(texts.low);
    await expect(value.getByRole('definition').nth(1)).toHaveText(origin.meaning.low);
    const answers = value.locator('.contribution');
    await expect(answers).toHaveCount(origin.contributions.length);
    expect(origin.contributions.length).toBeGreaterThan(0);
    const first = origin.contributions[0];
    if (!first) throw new Error('no contribution');
    await expect(answers.first().locator('.contribution__question')).toHaveText(first.question);
    await expect(answers.first().locator('.contribution__points')).toHaveText(texts.point);
    await expect(answers.first().locator('.contribution__points')).toContainText(
      `${first.points > 0 ? '+' : '−'}${Math.abs(first.points)}`,
    );

    await expectNoAxeViolations(page);
    await noSidewaysScrolling(page);

    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });
}
