// What a browser fetches for a page of the build besides its HTML: the files the HTML names,
// the entry's static imports, what the first script starts (renderer, router, app), the page's
// own chunk with its imports, and the language's catalogue (one chunk of the namespaces every
// page needs, apps/web/src/lib/catalogues), read from Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support.mjs';

function manifest(buildRoot) {
  const path = join(buildRoot, 'apps', 'web', 'dist', '.vite', 'manifest.json');
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
 * (the page table's `module`; the landing page is part of the entry), `language` its language,
 * `buildRoot` the checkout whose build serves it (this one unless another commit's).
 */
export function pageAssets({ html, pageModule, language, buildRoot = root }) {
  const chunks = manifest(buildRoot);
  const files = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]),
  );
  closure(chunks, 'index.html', files);
  for (const started of chunks['index.html']?.dynamicImports ?? []) closure(chunks, started, files);
  if (pageModule) closure(chunks, pageModule, files);
  const catalogue = `src/lib/catalogues/${language}.ts`;
  if (!chunks[catalogue]) throw new Error(`no chunk for ${catalogue} in the manifest`);
  closure(chunks, catalogue, files);
  return [...files];
}
