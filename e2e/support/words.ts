import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** No word of a table is broken across lines ("Curios-ité" read as two words). */
export async function expectWordsWhole(page: Page) {
  const broken = await page.evaluate(() => {
    const found: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('.score-table th, .score-table td'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only is not laid out to be read.
        if (node.parentElement?.closest('.visually-hidden')) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)),
          );
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
}
