import { defineConfig } from 'vitest/config';
import { contentAlias, sourceAlias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: [sourceAlias, contentAlias] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
