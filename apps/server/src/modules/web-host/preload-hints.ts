import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@values-cross/core';
import { pageAt } from '@values-cross/web/pages';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * `<link rel="modulepreload">` hints for what a page will load next: its language's message
 * catalogue (and the namespaces only it needs), the app and its route chunk, read from Vite's manifest, where the chunk's key is the page's
 * module in the page table. The browser fetches them in parallel with the main bundle instead of
 * one after the other.
 */
export class PreloadHints {
  private readonly manifest: Manifest;

  /** The manifest's keys of the content package's files, by their place in it (`locales/de/…`). */
  private readonly contentKeys: Map<string, string>;

  constructor(distDir: string) {
    const path = join(distDir, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
    this.contentKeys = new Map(
      Object.keys(this.manifest).flatMap((key) => {
        const place = /(?:^|\/)content\/(.+)$/.exec(key)?.[1];
        return place ? [[place, key] as const] : [];
      }),
    );
  }

  /** The asset URLs to preload for a page path in a language. */
  urlsFor({ locale, pathname }: { locale: Locale; pathname: string }): string[] {
    const files = new Set<string>();
    const add = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || key === 'index.html' || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.imports?.forEach(add);
    };
    // The language's texts every page needs (one chunk), then those only this page needs.
    add(`src/lib/catalogues/${locale}.ts`);
    const page = pageAt(pathname.split('/').slice(2).join('/'));
    page?.texts?.forEach((namespace) =>
      add(this.contentKeys.get(`locales/${locale}/${namespace}.json`) ?? ''),
    );
    // What the page's first script (src/boot.ts) starts once the page has painted: the app.
    this.manifest['index.html']?.dynamicImports?.forEach(add);
    if (page) add(page.module);
    const entry = new Set(
      this.manifest['index.html']?.imports?.map((key) => this.manifest[key]?.file),
    );
    return [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`);
  }

  /** The hints as HTML tags. */
  tagsFor(input: { locale: Locale; pathname: string }): string {
    return this.urlsFor(input)
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}" />`)
      .join('');
  }
}
