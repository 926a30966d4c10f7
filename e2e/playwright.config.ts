import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/system-chromium.mjs';

/**
 * Browser journeys against the real production build: global-setup starts the server on a free
 * port with a fresh database; tests drive the system Chromium (CHROME_PATH or /usr/bin/chromium).
 * Two projects, run by `npm test` one after the other, each with a server of its own: Lighthouse
 * first, on a fresh server and browser that no journey has left anything running in (its figures
 * are timings), then the journeys.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  projects: [
    { name: 'lighthouse', testMatch: '**/lighthouse.spec.ts' },
    { name: 'journeys', testIgnore: '**/lighthouse.spec.ts' },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS],
    },
    trace: 'off',
    // The app's service worker (decision 0059) would answer the pages and the questionnaire
    // itself, out of reach of the journeys' routes: only the offline journeys let it run
    // (support/fixtures.ts, appKeptOffline).
  },
});
