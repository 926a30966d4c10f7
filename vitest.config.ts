import { defineConfig } from 'vitest/config';

/** One test command for the whole repository: each workspace is a project with its own environment. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'content',
          root: 'content',
          include: ['**/*.test.ts'],
          exclude: ['node_modules/**'],
          environment: 'node',
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
