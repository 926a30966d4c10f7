import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGES, pagePath, type PageEntry, type PageName } from '@values-cross/web/pages';
import { PreloadHints } from './preload-hints';

const WEB_ROOT = join(import.meta.dirname, '../../../../web');

/**
 * A manifest as `vite build` writes it for the web app as it is on disk: every page file under
 * src/features/<area>/pages/ keyed by its path from the app's root, with a chunk of its own that
 * imports a shared chunk; the pages of the first bundle have no entry of their own.
 */
function manifestOfTheWebApp(): Record<string, { file: string; imports?: string[] }> {
  const features = join(WEB_ROOT, 'src', 'features');
  const pageFiles = readdirSync(features).flatMap((area) => {
    try {
      return readdirSync(join(features, area, 'pages'))
        .filter((file) => /Page\.tsx$/.test(file))
        .map((file) => `src/features/${area}/pages/${file}`);
    } catch {
      return [];
    }
  });
  const inEntry = new Set<string>(
    Object.values(PAGES).flatMap((page) => ('inEntry' in page ? [page.module] : [])),
  );
  const manifest: Record<string, { file: string; imports?: string[] }> = {
    'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
    'src/lib/catalogues/it.ts': { file: 'assets/catalogue-it.js' },
    // Every namespace of texts as its own chunk, as the catalogue split makes them.
    ...Object.fromEntries(
      readdirSync(join(WEB_ROOT, '../../content/locales/it')).map((file) => [
        `../../content/locales/it/${file}`,
        { file: `assets/${basename(file, '.json')}-it.js` },
      ]),
    ),
  };
  for (const key of pageFiles.filter((file) => !inEntry.has(file))) {
    manifest[key] = {
      file: `assets/${basename(key, '.tsx')}-1.js`,
      imports: ['_shared.js', 'index.html'],
    };
  }
  return manifest;
}

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_store.js': { file: 'assets/store-1.js', imports: ['_runtime.js'] },
  'src/lib/catalogues/fr.ts': { file: 'assets/catalogue-fr.js' },
  'src/lib/catalogues/de.ts': { file: 'assets/catalogue-de.js' },
  '../../content/locales/fr/group.json': { file: 'assets/group-fr.js' },
  'src/features/group/pages/GroupCreatePage.tsx': { file: 'assets/GroupCreatePage-1.js' },
  'src/features/result/pages/ResultPage.tsx': {
    file: 'assets/ResultPage-1.js',
    imports: ['_store.js', 'index.html'],
  },
  'src/features/survey/pages/QuestionPage.tsx': {
    file: 'assets/QuestionPage-1.js',
    imports: ['_store.js'],
  },
};

describe('PreloadHints', () => {
  let distDir: string;
  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'values-cross-manifest-'));
    mkdirSync(join(distDir, '.vite'));
    writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('preloads the language’s catalogue and the page’s chunk with its imports, not the entry’s', () => {
    const hints = new PreloadHints(distDir);
    expect(hints.urlsFor({ locale: 'fr', pathname: '/fr/result' })).toEqual([
      '/assets/catalogue-fr.js',
      '/assets/ResultPage-1.js',
      '/assets/store-1.js',
    ]);
    expect(hints.urlsFor({ locale: 'de', pathname: '/de' })).toEqual(['/assets/catalogue-de.js']);
    expect(hints.urlsFor({ locale: 'de', pathname: '/de/unknown' })).toEqual([
      '/assets/catalogue-de.js',
    ]);
  });

  it('preloads the namespaces only a page needs with that page alone', () => {
    const hints = new PreloadHints(distDir);
    expect(hints.urlsFor({ locale: 'fr', pathname: '/fr/group' })).toEqual([
      '/assets/catalogue-fr.js',
      '/assets/group-fr.js',
      '/assets/GroupCreatePage-1.js',
    ]);
    expect(hints.urlsFor({ locale: 'fr', pathname: '/fr/result' })).not.toContain(
      '/assets/group-fr.js',
    );
  });

  it('preloads what the first script starts after the first paint: React DOM and the app', () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-boot-'));
    try {
      mkdirSync(join(dir, '.vite'));
      const manifest = {
        ...MANIFEST,
        'index.html': {
          file: 'assets/index-1.js',
          imports: ['_runtime.js'],
          dynamicImports: ['../../node_modules/react-dom/client.js', 'src/main.tsx'],
        },
        '../../node_modules/react-dom/client.js': {
          file: 'assets/client-1.js',
          imports: ['index.html'],
        },
        'src/main.tsx': { file: 'assets/main-1.js', imports: ['_store.js', 'index.html'] },
      };
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      expect(new PreloadHints(dir).urlsFor({ locale: 'de', pathname: '/de/profile' })).toEqual([
        '/assets/catalogue-de.js',
        '/assets/client-1.js',
        '/assets/main-1.js',
        '/assets/store-1.js',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives nothing without a manifest', () => {
    expect(
      new PreloadHints(join(distDir, 'nowhere')).urlsFor({ locale: 'fr', pathname: '/fr/result' }),
    ).toEqual([]);
  });

  it('preloads the chunk of every page of the table, at its address with and without an id', () => {
    const dir = mkdtempSync(join(tmpdir(), 'values-cross-pages-'));
    try {
      mkdirSync(join(dir, '.vite'));
      const manifest = manifestOfTheWebApp();
      writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
      const hints = new PreloadHints(dir);
      for (const [name, page] of Object.entries(PAGES)) {
        if ('inEntry' in page) continue;
        const chunk = manifest[page.module];
        expect(chunk, `${page.module} has no chunk`).toBeDefined();
        const path = pagePath(name as PageName, { language: 'it', query: { token: 'x' } });
        const paths = page.takesId ? [path, path.replace('?', '/3?')] : [path];
        for (const pathname of paths.map((p) => p.split('?')[0] ?? '')) {
          expect(hints.urlsFor({ locale: 'it', pathname }), pathname).toEqual([
            '/assets/catalogue-it.js',
            ...((page as PageEntry).texts ?? []).map((namespace) => `/assets/${namespace}-it.js`),
            `/${chunk?.file}`,
            '/assets/shared-1.js',
          ]);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
