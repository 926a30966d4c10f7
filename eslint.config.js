import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

/**
 * The web app's one-way dependencies (app -> features -> shared): a feature imports neither app/
 * nor another feature; components/, lib/ and state/ import no feature and not app/; lib/ does not
 * import state/. Proven by apps/web/src/import-boundaries.test.ts.
 */
function webBoundaries() {
  const web = './apps/web/src';
  const shared = [`${web}/components`, `${web}/domain`, `${web}/lib`, `${web}/state`];
  const features = readdirSync(new URL(`${web}/features`, import.meta.url));
  return {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // `@/…` is the web app's src/ (its tsconfig's paths): resolved, so the zones hold for it too.
      'import/resolver': {
        typescript: { project: './apps/web/tsconfig.json' },
        node: { extensions: ['.ts', '.tsx', '.js', '.json'] },
      },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'A feature does not import app/: the router imports the features.',
            },
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other: share through components/ or domain/.',
            })),
            {
              target: shared,
              from: [`${web}/features`, `${web}/app`],
              message:
                'Shared code (components/, domain/, lib/, state/) imports no feature and not app/.',
            },
            {
              target: `${web}/lib`,
              from: `${web}/domain`,
              message: 'lib/ is the plumbing under the domain: it imports nothing of domain/.',
            },
            {
              target: `${web}/domain`,
              from: [`${web}/components`, `${web}/state`],
              message: 'domain/ (results, groups, accounts, …) imports no component and no state.',
            },
            { target: `${web}/lib`, from: `${web}/state`, message: 'lib/ does not import state/.' },
          ],
        },
      ],
    },
  };
}

/**
 * The server's module boundaries: a module imports another module only through its index.ts, and
 * so do the app and the operator commands; db/ and http/ import no module. A module that stands
 * above the modules whose data it reads (personal-data) is imported by none of them, only by the
 * app, the operator commands and tests. Inside accounts, the parts (passwords/, tokens/, cookies/,
 * limits/) import none of the services above them (decision 0029). Proven by
 * apps/server/src/import-boundaries.test.ts.
 */
function serverBoundaries() {
  const server = './apps/server/src';
  const modules = readdirSync(new URL(`${server}/modules`, import.meta.url));
  const above = ['personal-data'];
  const accounts = `${server}/modules/accounts`;
  const accountParts = ['passwords', 'tokens', 'cookies', 'limits'];
  const outside = readdirSync(new URL(server, import.meta.url))
    .filter((entry) => entry !== 'modules')
    .map((entry) => `${server}/${entry}`);
  return {
    files: ['apps/server/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...modules.map((module) => ({
              target: [
                ...outside,
                ...modules.filter((other) => other !== module).map((o) => `${server}/modules/${o}`),
              ],
              from: `${server}/modules/${module}`,
              except: ['./index.ts'],
              message: `Import the ${module} module through its index.ts.`,
            })),
            ...above.map((module) => ({
              target: modules
                .filter((other) => !above.includes(other))
                .map((other) => `${server}/modules/${other}/**/!(*.test).ts`),
              from: `${server}/modules/${module}`,
              message: `The ${module} module stands above the modules whose data it reads: they do not import it.`,
            })),
            {
              target: accountParts.map((part) => `${accounts}/${part}`),
              from: accounts,
              except: [
                ...accountParts.map((part) => `./${part}`),
                './user.repository.ts',
                './account-errors.ts',
              ],
              message:
                'An account part (passwords/, tokens/, cookies/, limits/) imports no account service: accounts.ts and the rooms that use it stand above the parts.',
            },
            {
              target: `${server}/db`,
              from: `${server}/modules`,
              message: 'db/ imports no module: modules use the database, not the other way.',
            },
            {
              target: `${server}/http`,
              from: `${server}/modules`,
              message: 'http/ imports no module: modules use the plumbing, not the other way.',
            },
          ],
        },
      ],
    },
  };
}

/** zod in one flavour: its smaller build, zod/mini, everywhere (the browser loads it). */
const ONE_ZOD = [
  { name: 'zod', message: 'Import zod/mini: the project uses one flavour of zod.' },
  { name: 'zod/v4', message: 'Import zod/mini: the project uses one flavour of zod.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: ONE_ZOD }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  webBoundaries(),
  serverBoundaries(),
  {
    // The contract is zod schemas over core: usable by the server and the browser alike.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ONE_ZOD,
          patterns: [
            'node:*',
            'react',
            'react-*',
            'fastify*',
            'kysely',
            '@values-cross/*',
            '!@values-cross/core',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ONE_ZOD,
          patterns: ['node:*', 'react', 'react-*', 'fastify', 'kysely', '@values-cross/*'],
        },
      ],
    },
  },
);
