import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@values-cross/core';
import { AppShell } from './app-shell';
import { BuiltFiles } from './built-files';

// What makes the app installable and usable offline, as the server hosts it (decision 0059).

function builtApp(): string {
  const dist = mkdtempSync(join(tmpdir(), 'offline-app-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="de"><head><meta name="description" content="" /><link rel="manifest" href="/manifest.de.webmanifest" /><title>x</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.fr.webmanifest'), '{"name":"Croix des valeurs"}');
  writeFileSync(join(dist, 'assets', 'main-abc.js'), 'export {};');
  return dist;
}

describe('the installable app as the server hosts it', () => {
  const dist = builtApp();

  it('links each language to its own manifest, so the installed app starts in that language', () => {
    const shell = new AppShell(dist);
    for (const locale of LOCALES) {
      expect(shell.render(locale)).toContain(`href="/manifest.${locale}.webmanifest"`);
    }
  });

  it('serves the service worker for revalidation every time and the manifests as manifests', () => {
    const files = new BuiltFiles(dist);
    expect(files.get('/sw.js')?.bodyFor('identity').headers['cache-control']).toBe('no-cache');
    expect(
      files.get('/assets/main-abc.js')?.bodyFor('identity').headers['cache-control'],
    ).toContain('immutable');
    expect(files.get('/manifest.fr.webmanifest')?.bodyFor('identity').headers['content-type']).toBe(
      'application/manifest+json; charset=utf-8',
    );
  });
});
