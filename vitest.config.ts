import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository: each workspace is a project with its own environment.
 * Pure packages and the server share loaded modules between test files (isolate: false); the web
 * app's files keep their own (its catalogues and jsdom are state per file).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'content',
          root: 'content',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
          isolate: false,
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
