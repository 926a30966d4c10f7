import { defineConfig } from 'vitest/config';
import { testsOnPreact } from './renderer.config.ts';

export default defineConfig({
  ...testsOnPreact,
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    server: { deps: { inline: ['react-router'] } },
  },
});
