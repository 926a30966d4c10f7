import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin, transformWithOxc } from 'vite';
// The file, not the package: Vite bundles the config's own files, and loads packages as they are.
import { BRAND_RED } from '../../packages/core/src/brand/colours.ts';
import { PAGE_LIST } from './src/app/pages.ts';
import { appManifests, serviceWorker } from './build/offline-app.ts';

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

/**
 * The chunks every page has loaded before the app imports anything more: the first script, what
 * it starts (renderer, router, app) and their imports. Worked out when the bundle is written,
 * before Vite lists each later import's dependencies (`modulePreload.resolveDependencies`).
 */
const startup = new Set<string>();
let firstScript = '';

function startupChunks(): Plugin {
  return {
    name: 'values-cross:startup-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_, bundle) {
        startup.clear();
        const add = (file: string, withDynamic = false) => {
          const chunk = bundle[file];
          if (!chunk || chunk.type !== 'chunk' || startup.has(file)) return;
          startup.add(file);
          chunk.imports.forEach((imported) => add(imported));
          if (withDynamic) chunk.dynamicImports.forEach((imported) => add(imported));
        };
        const entry = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.isEntry,
        );
        firstScript = entry?.fileName ?? '';
        if (firstScript) add(firstScript, true);
      },
    },
  };
}

/**
 * An inline script from one of the app's source files (`src/<file>.ts`, which imports nothing): its
 * exported function, compiled and minified, called as `call` says.
 */
async function inlineScript(file: string, call: string): Promise<string> {
  const source = join(import.meta.dirname, 'src', `${file}.ts`);
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
  const script = `(() => {${code.replace(/^export /m, '')}\n${call};})();`;
  return `<script>${minifySync(`${file}.js`, script).code.trim()}</script>`;
}

/**
 * The app's first script is fetched by the page's last inline script once the page has painted
 * (src/start-after-paint.ts, docs/decisions/0041), not requested from the head: there, even at low
 * priority, it shared the connection with the style sheet, and Lighthouse's model of a phone
 * counted it before the largest paint. The server allows the inline script by its hash.
 */
function firstScriptAfterPaint(): Plugin {
  return {
    name: 'values-cross:first-script-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) throw new Error('index.html has no module script to start after paint');
        const starter = await inlineScript(
          'start-after-paint',
          `startAfterFirstPaint(() => import(${JSON.stringify(entry[1])}))`,
        );
        // Pages the server renders lose this link (it removes every module preload from them);
        // pages that only the browser renders fetch the first script beside the app's others.
        const preload = `<link rel="modulepreload" crossorigin href="${entry[1]}">`;
        return html.replace(entry[0], `${starter}\n    ${preload}`);
      },
    },
  };
}

/**
 * The page's first inline script, at the top of the head (after the charset, before the style
 * sheet, which would hold it back): it marks the root with the person's list turns
 * (src/turn-lists-early.ts), so that lists show in the person's order from the first paint. The
 * server allows it by its hash.
 */
function listsTurnedEarly(): Plugin {
  return {
    name: 'values-cross:lists-turned-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('index.html has no charset to follow');
        const script = await inlineScript(
          'turn-lists-early',
          'turnListsEarly(document.documentElement, () => localStorage, Math.random)',
        );
        return html.replace(charset, `${charset}\n    ${script}`);
      },
    },
  };
}

/**
 * The product's colour in the page's head (the browser's bar, the favicon), from core's one
 * BRAND_RED: index.html names it `{{brand-red}}`, and `{{brand-red-in-url}}` inside the favicon's
 * data address.
 */
export function brandColour(): Plugin {
  return {
    name: 'values-cross:brand-colour',
    transformIndexHtml(html) {
      if (!html.includes('{{brand-red}}')) throw new Error('index.html names no {{brand-red}}');
      return html
        .replaceAll('{{brand-red}}', BRAND_RED)
        .replaceAll('{{brand-red-in-url}}', encodeURIComponent(BRAND_RED));
    },
  };
}

/** `@/lib/…` is `src/lib/…` (tsconfig.json `paths`), so no import climbs out with `../../..`. */
export const sourceAlias = { find: /^@\//, replacement: `${join(import.meta.dirname, 'src')}/` };

/**
 * `@content/…` is the content package's folder (its catalogues and glossaries), for the globs that
 * load them by language and page: a glob takes a folder, not a package's exports.
 */
export const contentAlias = {
  find: /^@content\//,
  replacement: `${join(import.meta.dirname, '..', '..', 'content')}/`,
};

/**
 * React Router's package points every build at its development files (react-router#14102): a
 * built app takes its production files, the same code without the development warnings.
 */
const routerProduction = {
  find: /^react-router$/,
  replacement: join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  ),
};

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [sourceAlias, contentAlias, routerProduction]
        : [sourceAlias, contentAlias],
  },
  plugins: [
    react(),
    brandColour(),
    everyPageHasItsChunk(),
    startupChunks(),
    firstScriptAfterPaint(),
    listsTurnedEarly(),
    serviceWorker(),
    appManifests(),
  ],
  build: {
    target: 'es2022',
    // One stylesheet for every page, linked from the shell and preloaded by the server
    // (docs/decisions/0019): the styles that components and pages import beside them join it too,
    // also those of pages loaded later, and no chunk loads a stylesheet of its own (0044).
    cssCodeSplit: false,
    rolldownOptions: {
      // Imported constants (the API's addresses from the contract, …) are written where they are
      // used, so a page carries only the ones it uses, not a shared module of all of them.
      optimization: { inlineConst: { mode: 'all' } },
      // The core modules the app uses travel in one chunk: left alone, the bundler cut them into
      // a chunk per set of pages that share them, 3 to 6 more requests for a page (result: 26
      // scripts instead of 20) for 0.2 KiB less on some pages (docs/decisions/0033).
      output: {
        codeSplitting: {
          groups: [
            // Rules only parts loaded later use (where one stands and its bands, the change over
            // time) travel with those parts (decision 0045: they were 0.6 KiB of every first load).
            // Scoring, measuring and explaining a result, which the device does only when the
            // server cannot be reached (decision 0059), travel with that part too.
            {
              name: 'core',
              test: /packages[\\/]core[\\/](?!src[\\/](population|privacy[\\/]value-band|explanation[\\/](value-change|measure-answer-set|one-answer-range|explain-values|contributions)|scoring[\\/](score-answer-set|score-bounds|correction|cross-record)|answering[\\/]validate-answer-set|questionnaire[\\/]answer-index))/,
            },
            // The small modules the account and group forms share travel together, without
            // what they import: apart they were three chunks of under 0.5 KiB each on the sign-up
            // page (0.2 KiB less to load there, decision 0043). They run nothing when loaded, so
            // their order does not matter.
            // The API's plumbing that every page reading data loads at start (the client, its
            // transport, the addresses, whether the page is framed) travels as one chunk: apart
            // they were four of 0.2 to 1.2 KiB on the question, result and sign-up pages. The
            // address that hands a result over joins it: alone it was a chunk of 0.3 KiB on the
            // result page (0.15 KiB of it the chunk's own cost), which left that page no room.
            {
              name: 'api-client',
              includeDependenciesRecursively: false,
              test: /(lib[\\/](api-client|api-transport|embedding)\.ts|domain[\\/]results[\\/]result-handoff\.ts|packages[\\/]contract[\\/]src[\\/]paths\.ts)$/,
            },
            // React in one chunk: the renderer, React itself, its JSX runtime and the scheduler
            // were five chunks every page loads, the renderer's first (src/boot.ts).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // The app's small modules every page loads with the app (the translator, the reading,
            // the hydration's steps), as one chunk: apart they were three.
            {
              name: 'app-start',
              includeDependenciesRecursively: false,
              test: /(content[\\/]src[\\/]translator\.ts|lib[\\/](translation[\\/](react\.tsx|index\.ts)|reading\.ts|use-hydrated\.ts|hydration-steps\.ts))$/,
            },
            {
              name: 'account-forms',
              includeDependenciesRecursively: false,
              test: /(features[\\/]auth[\\/](components[\\/]EmailField|hooks)|components[\\/]ui[\\/]use-(form-submission|action-form))/,
            },
          ],
        },
      },
    },
    sourcemap: true,
    reportCompressedSize: true,
    // The server reads the manifest to preload a page's language catalogues and route chunk.
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules itself.
      polyfill: false,
      // The app that the first script starts after the first paint (src/boot.ts) fetches its own
      // imports: preload links made by script would cost the phone more than they save. What
      // the app imports later (pages, dialogs, catalogues) lists only chunks not loaded yet: a
      // preload link for a loaded module still costs the main thread (1–2 ms each on a phone).
      resolveDependencies: (file, dependencies, { hostId, hostType }) => {
        if (/^assets\/main-[\w-]+\.js$/.test(file)) return [];
        if (hostType === 'html' || hostId === firstScript) return dependencies;
        const notLoaded = dependencies.filter((dependency) => !startup.has(dependency));
        return notLoaded.length > 1 ? notLoaded : [];
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '^/(de|fr|it|en)/navigation\\.json$': apiTarget,
    },
  },
}));
