import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/system-chromium.mjs';

/**
 * Browser journeys against the real production build: each worker starts the server on a free
 * port with a fresh database of its own (support/server-under-test.ts); tests drive the system
 * Chromium (CHROME_PATH or /usr/bin/chromium). Two projects, run by `npm test` one after the
 * other: Lighthouse first, alone, on a fresh server and browser that no journey has left anything
 * running in (its figures are timings), then the journeys, two workers side by side (decision
 * 0069): each worker's journeys see only their own server's data.
 */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  projects: [
    { name: 'lighthouse', testMatch: '**/lighthouse.spec.ts', workers: 1 },
    // Two workers share two cores: a journey takes up to twice as long as alone, and is given
    // twice the time (a test's own setTimeout or test.slow() was sized for one worker).
    {
      name: 'journeys',
      testIgnore: '**/lighthouse.spec.ts',
      timeout: 60_000,
      expect: { timeout: 10_000 },
    },
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
