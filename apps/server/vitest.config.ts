import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file builds its own app on its own database; files may run in parallel. Nothing
    // here mocks a module or keeps state in one, so the files share a worker's loaded modules:
    // importing the app once per worker instead of once per file took the suite from 202 s to
    // 73 s on this machine (2 cores).
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
