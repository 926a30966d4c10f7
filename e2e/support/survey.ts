import { expect, type Page } from '@playwright/test';

/** A question as the API serves it, in flow order (short version first). */
export interface ServedQuestion {
  id: number;
  type: string;
  inNexpresso: boolean;
  chapter: number;
  answers: Array<{ id: number; text: Record<string, string>; scoring: number[] }>;
  childQuestions: ServedQuestion[];
}

/** The served questions, in the order the flow visits them. */
export async function servedQuestions(page: Page): Promise<ServedQuestion[]> {
  const response = await page.request.get('/api/v1/questions/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServedQuestion[];
}

/** The version of the questionnaire the app serves now. */
export async function servedVersion(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/questionnaire/');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { version: string }).version;
}

/** The 1-based flow position of the first question matching a condition. */
export async function positionOf(
  page: Page,
  match: (q: ServedQuestion) => boolean,
): Promise<number> {
  const index = (await servedQuestions(page)).findIndex(match);
  expect(index).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/**
 * Answers the question on screen like a person: last stop of every slider; of a list, the option
 * the questionnaire lists first, wherever this person's order shows it (so two people who answer
 * this way give the same answers).
 */
export async function answerCurrentQuestion(page: Page): Promise<void> {
  const sliders = page.getByRole('slider');
  const count = await sliders.count();
  for (let i = 0; i < count; i += 1) {
    await sliders.nth(i).focus();
    await sliders.nth(i).press('End');
  }
  if ((await page.getByRole('checkbox').count()) === 0) return;
  const list = page.locator('.choices').first();
  const ids = await list
    .locator('span[id^="answer-"]')
    .evaluateAll((spans) => spans.map((span) => Number(span.id.slice('answer-'.length))));
  const listedFirst = Math.min(...ids);
  await list.locator(`label:has(#answer-${listedFirst})`).getByRole('checkbox').check();
}

/**
 * Walks the flow from the current page until the URL matches `until`: starts chapters, answers
 * questions and presses next, as a visitor would.
 */
export async function walkUntil(
  page: Page,
  until: RegExp,
  labels: { start: string; next: string },
) {
  for (let step = 0; step < 200; step += 1) {
    await page.waitForLoadState();
    if (until.test(page.url())) return;
    if (/\/chapter\//.test(page.url())) {
      await page.getByRole('link', { name: labels.start }).click();
      await expect(page).toHaveURL(/\/question\/\d+$/);
      continue;
    }
    const url = page.url();
    const position = /\/question\/(\d+)$/.exec(url)?.[1];
    if (!position) {
      // An address on its way somewhere else (a redirect in progress): look again once it moved.
      await page.waitForURL((next) => next.toString() !== url);
      continue;
    }
    await expect(page.locator(`[data-position="${position}"] h1`)).toBeVisible();
    await answerCurrentQuestion(page);
    await page.getByRole('button', { name: labels.next }).click();
    await expect(page).not.toHaveURL(url);
  }
  throw new Error(`never reached ${until}`);
}
