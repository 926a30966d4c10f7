import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { confirmedUser, deleteUser, logInThroughApi, type JourneyUser } from './accounts';
import { startServerUnderTest } from './server-under-test';

/** The languages every journey is checked in. */
export const LOCALES = ['de', 'fr', 'it', 'en'] as const;

/** How a journey wants its user: defaults are a German user without result or gallery consent. */
export type NewUserOptions = Partial<Parameters<typeof confirmedUser>[1]>;

interface UserFixtures {
  /** Whether the app's service worker may run (the offline journeys); else the browser has none. */
  appKeptOffline: boolean;
  /** Deletes the person with this e-mail address (account or subscription) after the test. */
  deleteUserAfter: (email: string) => void;
  /** Creates a confirmed user through the API; deleted after the test. */
  insertNewUser: (options?: NewUserOptions) => Promise<JourneyUser>;
  /** Creates a confirmed user and logs the page's browser in as them through the API. */
  login: (options?: NewUserOptions) => Promise<JourneyUser>;
}

interface WorkerFixtures {
  /** The base URL of the built server this worker's journeys run against (a database of its own). */
  serverUnderTest: string;
}

/**
 * Playwright's test with the base URL of its worker's server, and users made through the API
 * that are deleted again after each test.
 */
export const test = base.extend<UserFixtures, WorkerFixtures>({
  serverUnderTest: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { baseUrl, stop } = await startServerUnderTest();
      await use(baseUrl);
      await stop();
    },
    { scope: 'worker', auto: true },
  ],
  // The journeys keep the app's service worker out but those about working offline: their
  // browser is one without service workers, where the app registers none. (Playwright's own
  // blocking logs an error at each registration, which journeys that listen for errors fail on.)
  appKeptOffline: [false, { option: true }],
  context: async ({ context, appKeptOffline }, use) => {
    if (!appKeptOffline) {
      await context.addInitScript(() => {
        delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
      });
    }
    await use(context);
  },
  // A page the server rendered shows before it works: after loading one, a journey waits until
  // the scripts took over (html[data-ready]), as a person would wait for the page to respond.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const ready = () => page.waitForSelector('html[data-ready]', { state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      await ready();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await ready();
      return response;
    };
    await use(page);
  },
  baseURL: async ({ serverUnderTest }, use) => {
    await use(serverUnderTest);
  },
  // eslint-disable-next-line no-empty-pattern
  deleteUserAfter: async ({}, use) => {
    const emails: string[] = [];
    await use((email) => {
      emails.push(email);
    });
    for (const email of emails) await deleteUser(email);
  },
  insertNewUser: async ({ request, deleteUserAfter }, use) => {
    await use(async (options = {}) => {
      const user = await confirmedUser(request, { firstName: 'Erika', ...options });
      deleteUserAfter(user.email);
      return user;
    });
  },
  login: async ({ page, insertNewUser }, use) => {
    await use(async (options = {}) => {
      const user = await insertNewUser(options);
      await logInThroughApi(page, user);
      return user;
    });
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
