import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments cite the product description (docs/product.md) by its sections: `product.md §3`.
// Every cited section exists, and no comment cites a description outside the repository.

const ROOT = join(import.meta.dirname, '../../..');

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name.startsWith('dist')) return [];
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx|mjs|css)$/.test(name) ? [path] : [];
  });
}

const sources = ['apps', 'packages', 'content', 'e2e', 'scripts', 'bench'].flatMap((folder) =>
  sourcesUnder(join(ROOT, folder)),
);
const product = readFileSync(join(ROOT, 'docs/product.md'), 'utf8');
const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));

describe('citations of the product description', () => {
  it('has its nine sections', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('cites only sections it has, and nothing outside the repository', () => {
    const wrong: string[] = [];
    let cited = 0;
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/product\.md ((?:§\d+(?:, )?)+)/g)) {
        for (const section of match[1]?.match(/\d+/g) ?? []) {
          cited += 1;
          if (!sections.has(section)) wrong.push(`${relative(ROOT, file)}: §${section}`);
        }
      }
      if (/\b[Ss]pec §?\d|shared\/spec|product-spec\.md/.test(text)) {
        wrong.push(`${relative(ROOT, file)}: cites a description outside the repository`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cited).toBeGreaterThan(300);
  });
});
