import type { Page } from '@playwright/test';
import { servedQuestions, servedVersion } from './survey';

/** Where the app keeps the survey, its results and their secrets in the browser. */
const SURVEY_KEY = 'values-cross:survey';

/** Puts the answers of a visitor who finished the short version into the browser, as the flow would. */
export async function seedShortVersionAnswers(
  page: Page,
  { row = 'last' }: { row?: 'first' | 'last' } = {},
) {
  const questions = await servedQuestions(page);
  const questionnaireVersion = await servedVersion(page);
  const answers: Record<number, number[]> = {};
  for (const question of questions.filter((q) => q.inNexpresso)) {
    for (const leaf of question.type === 'GROUP' ? question.childQuestions : [question]) {
      const answer = row === 'first' ? leaf.answers[0] : leaf.answers[leaf.answers.length - 1];
      if (answer) answers[leaf.id] = [answer.id];
    }
  }
  await page.goto('/en');
  await page.evaluate(
    ({ key, answeredQuestions, version }) =>
      localStorage.setItem(
        key,
        JSON.stringify({
          questionnaireVersion: version,
          answeredQuestions,
          nexpressoCompleted: true,
        }),
      ),
    { key: SURVEY_KEY, answeredQuestions: answers, version: questionnaireVersion },
  );
}

/**
 * What a browser that made these results keeps in its local storage (key and value), the last
 * being the visitor's own.
 */
export function storedBrowserResults(
  results: Array<{ code: string; secret: string }>,
  questionnaireVersion: string,
): Record<string, string> {
  return {
    [SURVEY_KEY]: JSON.stringify({
      questionnaireVersion,
      answeredQuestions: {},
      resultCode: results.at(-1)?.code,
      resultSecret: results.at(-1)?.secret,
      deviceResults: results,
    }),
  };
}

/** Puts results into the browser as if they were made in it, the last being the visitor's own. */
export async function seedBrowserResults(
  page: Page,
  results: Array<{ code: string; secret: string }>,
) {
  const stored = storedBrowserResults(results, await servedVersion(page));
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, stored);
}

/**
 * The person goes down the page (the End key): the parts that wait until a visitor uses the
 * page or comes near them (where one stands, groups, printing) come.
 */
export async function goDownThePage(page: Page) {
  await page.keyboard.press('End');
}
