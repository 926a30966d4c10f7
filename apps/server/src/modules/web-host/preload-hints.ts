import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@values-cross/core';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** Page files follow `src/features/<area>/pages/<Segment>Page.tsx` for the route `/xx/<segment>`. */
const PAGE_FILE = /^src\/features\/[^/]+\/pages\/(\w+)Page\.tsx$/;

/**
 * `<link rel="modulepreload">` hints for what a page will load next: its language's message
 * catalogues and its route chunk, read from Vite's manifest. The browser fetches them in
 * parallel with the main bundle instead of one after the other.
 */
export class PreloadHints {
  private readonly manifest: Manifest;
  private readonly pages = new Map<string, string>();

  constructor(distDir: string) {
    const path = join(distDir, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
    for (const key of Object.keys(this.manifest)) {
      const match = PAGE_FILE.exec(key);
      if (match?.[1]) this.pages.set(match[1].toLowerCase(), key);
    }
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
    for (const key of Object.keys(this.manifest)) {
      if (key.includes(`/locales/${locale}/`)) add(key);
    }
    const segment = pathname.split('/')[2];
    const page = segment ? this.pages.get(segment) : undefined;
    if (page) add(page);
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
