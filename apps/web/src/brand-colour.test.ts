import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_RED } from '@values-cross/core';

const ROOT = join(import.meta.dirname, '../../..');

/** The two places that write the colour itself: core's constant and the style sheet's token. */
const HOLDERS = ['packages/core/src/brand/colours.ts', 'apps/web/src/app/styles/base.css'];

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the brand colour', () => {
  it('is the style sheet’s --red', () => {
    const base = readFileSync(join(ROOT, 'apps/web/src/app/styles/base.css'), 'utf8');
    expect(base).toContain(`--red: ${BRAND_RED};`);
  });

  it('is written nowhere else: the web app, the server and the packages take it from core', () => {
    const hex = BRAND_RED.slice(1).toLowerCase();
    const sources = [
      ...['apps/web/src', 'apps/server/src', 'packages'].flatMap((folder) =>
        filesUnder(join(ROOT, folder)),
      ),
      join(ROOT, 'apps/web/index.html'),
    ].filter((file) => /\.(ts|tsx|css|html|mjs)$/.test(file));
    const writing = sources
      .map((file) => relative(ROOT, file))
      .filter((file) => !HOLDERS.includes(file) && !file.endsWith('brand-colour.test.ts'))
      .filter((file) => readFileSync(join(ROOT, file), 'utf8').toLowerCase().includes(hex));
    expect(writing).toEqual([]);
    expect(sources.length).toBeGreaterThan(100);
  });
});
