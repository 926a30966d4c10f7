import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on its own database; files may run in parallel.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
