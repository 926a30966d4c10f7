// What a browser fetches for a page of the build besides its HTML: the files the HTML names,
// the entry's static imports, the page's own chunk with its imports, and the language's message
// catalogues (the web app loads every namespace but the mails at start), read from Vite's
// manifest, as the server's preload hints read it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support.mjs';

function manifest() {
  const path = join(root, 'apps', 'web', 'dist', '.vite', 'manifest.json');
  return JSON.parse(readFileSync(path, 'utf8'));
}

function closure(chunks, key, files, seen = new Set()) {
  const chunk = chunks[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  files.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`/${css}`);
  for (const imported of chunk.imports ?? []) closure(chunks, imported, files, seen);
}

/**
 * The asset paths of a page: `html` is the page as served, `pageModule` its key in the manifest
 * (the page table's `module`; the landing page is part of the entry), `language` its language.
 */
export function pageAssets({ html, pageModule, language }) {
  const chunks = manifest();
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
  );
  closure(chunks, 'index.html', files);
  if (pageModule) closure(chunks, pageModule, files);
  for (const key of Object.keys(chunks)) {
    if (key.includes(`/locales/${language}/`) && !key.endsWith('/mail.json')) {
      closure(chunks, key, files);
    }
  }
  return [...files];
}
