import { fileURLToPath } from 'node:url';
import type { Alias, UserConfig } from 'vite';

/**
 * The app is written against React's API and types and runs on Preact's compatible layer, in the
 * browser and in the server renderer (decision 0017): React DOM alone was two thirds of the first
 * load's budget. Modules that import React get Preact instead, and JSX compiles to Preact's
 * runtime.
 */
export const preactInsteadOfReact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/** Vite's settings for the app (build and dev server). */
export const onPreact = {
  resolve: { alias: preactInsteadOfReact },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  // React Router is bundled into the server renderer, so that it too imports Preact.
  ssr: { noExternal: ['react-router'] },
} satisfies UserConfig;

/**
 * The same for the tests, which also run the components on Preact: React Router's ES module build
 * (its CommonJS one would load React itself), and the Testing Library for Preact in place of the
 * one for React (same queries; the tests keep the React one's types).
 */
export const testsOnPreact = {
  resolve: {
    alias: [
      ...preactInsteadOfReact,
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL('../../node_modules/react-router/dist/development/index.mjs', import.meta.url),
        ),
      },
      { find: /^@testing-library\/react$/, replacement: '@testing-library/preact' },
    ],
  },
  oxc: onPreact.oxc,
} satisfies UserConfig;
