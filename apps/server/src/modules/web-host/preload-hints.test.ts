import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreloadHints } from './preload-hints';

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_store.js': { file: 'assets/store-1.js', imports: ['_runtime.js'] },
  '../../content/locales/fr/common.json': { file: 'assets/common-fr.js' },
  '../../content/locales/fr/result.json': { file: 'assets/result-fr.js' },
  '../../content/locales/de/common.json': { file: 'assets/common-de.js' },
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

  it('preloads the language’s catalogues and the page’s chunk with its imports, not the entry’s', () => {
    const hints = new PreloadHints(distDir);
    expect(hints.urlsFor({ locale: 'fr', pathname: '/fr/result' })).toEqual([
      '/assets/common-fr.js',
      '/assets/result-fr.js',
      '/assets/ResultPage-1.js',
      '/assets/store-1.js',
    ]);
    expect(hints.urlsFor({ locale: 'de', pathname: '/de' })).toEqual(['/assets/common-de.js']);
    expect(hints.urlsFor({ locale: 'de', pathname: '/de/unknown' })).toEqual([
      '/assets/common-de.js',
    ]);
  });

  it('gives nothing without a manifest', () => {
    expect(
      new PreloadHints(join(distDir, 'nowhere')).urlsFor({ locale: 'fr', pathname: '/fr/result' }),
    ).toEqual([]);
  });
});
