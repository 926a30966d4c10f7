import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // The server reads the manifest to preload a page's language catalogues and route chunk.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '^/(de|fr|it|en)/navigation\\.json$': apiTarget,
    },
  },
});
