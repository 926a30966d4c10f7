import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { onPreact } from './renderer.config.ts';
import { PAGE_LIST } from './src/app/pages.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * Fails the build when a page of the table (src/app/pages.ts) gets no chunk of its own: the
 * server finds a page's chunk in the manifest under the page's module to preload it.
 */
function everyPageHasItsChunk(): Plugin {
  let root = '';
  return {
    name: 'values-cross:page-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_, bundle) {
      const facades = new Set(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' && output.facadeModuleId ? [output.facadeModuleId] : [],
        ),
      );
      const missing = PAGE_LIST.filter(
        (page) => !page.inEntry && !facades.has(join(root, page.module)),
      );
      if (missing.length > 0) {
        this.error(`pages without a chunk: ${missing.map((page) => page.module).join(', ')}`);
      }
    },
  };
}

export default defineConfig({
  ...onPreact,
  plugins: [everyPageHasItsChunk()],
  build: {
    target: 'es2022',
    sourcemap: true,
    reportCompressedSize: true,
    // The server reads the manifest to preload a page's language catalogues and route chunk.
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules itself.
      polyfill: false,
      // The app that the first script starts after the first paint (src/boot.ts) fetches its own
      // imports: preload links made by script would cost the phone more than they save.
      resolveDependencies: (file, dependencies) =>
        /^assets\/main-[\w-]+\.js$/.test(file) ? [] : dependencies,
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '^/(de|fr|it|en)/navigation\\.json$': apiTarget,
    },
  },
});
