import type { Page } from '@playwright/test';
import { servedQuestions, servedVersion } from './survey';

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
    ({ answeredQuestions, version }) =>
      localStorage.setItem(
        'values-cross:survey',
        JSON.stringify({
          questionnaireVersion: version,
          answeredQuestions,
          nexpressoCompleted: true,
        }),
      ),
    { answeredQuestions: answers, version: questionnaireVersion },
  );
}

/** Puts results into the browser as if they were made in it, the last being the visitor's own. */
export async function seedBrowserResults(
  page: Page,
  results: Array<{ code: string; secret: string }>,
) {
  const version = await servedVersion(page);
  await page.evaluate(
    ({ made, version }) =>
      localStorage.setItem(
        'values-cross:survey',
        JSON.stringify({
          questionnaireVersion: version,
          answeredQuestions: {},
          resultCode: made.at(-1)?.code,
          resultSecret: made.at(-1)?.secret,
          deviceResults: made,
        }),
      ),
    { made: results, version },
  );
}
