import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Styles beside their owners (docs/decisions/0044): a class that a stylesheet styles on its own
// (a rule whose selector is that class, not a class inside another part's) is used only by the
// modules that import the stylesheet, by modules that import one of those (a page that shows a
// component uses the component's classes), or within the feature whose stylesheet it is. The
// stylesheets every page imports (app/styles/) style the page as a whole and are left out.

const SOURCE = import.meta.dirname;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const files = filesUnder(SOURCE);
const sheets = files.filter((file) => file.endsWith('.css') && !file.includes('/app/styles/'));
const modules = new Map(
  files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(file, 'utf8')]),
);

/** The classes a stylesheet styles on their own: each selector of one part only, no attribute. */
function ownClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g);
  for (const [, selectors = ''] of rules) {
    for (const selector of selectors.split(',').map((part) => part.trim())) {
      if (selector.startsWith('@') || /[\s>+~[]|:root/.test(selector)) continue;
      for (const [, name] of selector.matchAll(/\.([a-zA-Z][\w-]*)/g)) classes.add(name ?? '');
    }
  }
  return classes;
}

/** The stylesheets a module imports itself. */
function sheetsOf(file: string, code: string): string[] {
  return [...code.matchAll(/^import\s+['"]([^'"]+\.css)['"]/gm)].map(([, path = '']) =>
    path.startsWith('@/') ? join(SOURCE, path.slice(2)) : resolve(dirname(file), path),
  );
}

/** The modules that import `file` (by its name, statically or lazily). */
function importersOf(file: string): string[] {
  const name = basename(file).replace(/\.tsx?$/, '');
  const named = new RegExp(`(from |import\\()['"][^'"]*/${name}['"]`);
  return [...modules].filter(([, code]) => named.test(code)).map(([other]) => other);
}

/** The feature a file belongs to, if any (`features/<name>/`). */
const featureOf = (file: string) => /\/features\/([^/]+)\//.exec(file)?.[1];

describe('styles beside their owners', () => {
  it('finds stylesheets and the classes they style', () => {
    expect(sheets.length).toBeGreaterThan(20);
    expect(ownClasses('.a, .b .c, .d:hover, [x] .e { } .f[aria-x] {}')).toEqual(
      new Set(['a', 'd']),
    );
  });

  it.each(sheets.map((sheet) => [relative(SOURCE, sheet), sheet]))(
    '%s: its classes are used by its owners only',
    (_, sheet) => {
      const importers = [...modules].filter(([file, code]) => sheetsOf(file, code).includes(sheet));
      const owners = new Set(importers.flatMap(([file]) => [file, ...importersOf(file)]));
      const feature = featureOf(sheet);
      const strangers: string[] = [];
      for (const name of ownClasses(readFileSync(sheet, 'utf8'))) {
        const used = new RegExp(`className=[^>]*?[{"'\`\\s]${name}(?=["'\`\\s}])`);
        for (const [file, code] of modules) {
          if (owners.has(file) || (feature && featureOf(file) === feature)) continue;
          if (used.test(code)) strangers.push(`.${name} in ${relative(SOURCE, file)}`);
        }
      }
      expect(strangers).toEqual([]);
    },
  );
});
