import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The languages every journey is checked in. */
export const LOCALES = ['de', 'fr', 'it', 'en'] as const;

/** Playwright's test with the base URL of the server that global-setup started. */
export const test = base.extend({
  // Playwright requires the fixture's first argument to be an object pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error('E2E_BASE_URL is not set: global-setup did not run');
    await use(baseUrl);
  },
});

/** Fails the test on any axe-core violation of WCAG 2.1 A/AA on the current page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export { expect };
