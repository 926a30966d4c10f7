import { defineConfig } from 'vitest/config';
import { sourceAlias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias: [sourceAlias] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
