import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { servedQuestions, type ServedQuestion } from '../support/survey';

/** The keys a quick keyboard user presses on a question: Tab to each control, then choose. */
function keysFor(question: ServedQuestion): string[] {
  const leaves = question.type === 'GROUP' ? question.childQuestions : [question];
  return leaves.flatMap((leaf) =>
    leaf.type === 'MC' || leaf.type === 'MC_MAX3' ? ['Tab', 'Space'] : ['Tab', 'ArrowRight'],
  );
}

test('keys pressed the moment a question appears count, on every question', async ({ page }) => {
  test.setTimeout(180_000);
  const questions = (await servedQuestions(page)).filter((q) => q.inNexpresso);
  // A phone's slower processor: what the page does after a question appears takes longer.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  // Twice through the short version: the keys used to be lost on about one question in five.
  for (let round = 1; round <= 2; round += 1) {
    await page.goto('/fr/question/1');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await walkFast(page, questions);
  }
});

async function walkFast(page: Page, questions: ServedQuestion[]): Promise<void> {
  for (const [index, question] of questions.entries()) {
    const position = index + 1;
    await expect(page).toHaveURL(new RegExp(`/fr/(question/${position}|chapter/\\d+)$`));
    if (page.url().includes('/chapter/')) {
      await page.getByRole('link', { name: 'C’est parti' }).click();
      await expect(page).toHaveURL(new RegExp(`/fr/question/${position}$`));
    }
    // As soon as the question is there, without waiting for anything else.
    await page.evaluate(
      (p) =>
        new Promise<void>((resolve) => {
          const selector = `[data-position="${p}"] :is([role="slider"], [role="checkbox"], input)`;
          if (document.querySelector(selector)) return resolve();
          const observer = new MutationObserver(() => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            resolve();
          });
          observer.observe(document.body, { childList: true, subtree: true });
        }),
      position,
    );
    for (const key of keysFor(question)) await page.keyboard.press(key);
    const next = page.getByRole('button', { name: 'Question suivante' });
    await expect(next, `question ${position} kept the keys`).toBeEnabled({ timeout: 2_000 });
    if (position === questions.length) break;
    await next.click();
  }
}
