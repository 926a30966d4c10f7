import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@values-cross/core';
import { germanCompounds, longSentences } from './check-easy';
import { EASY_CATALOGUE_SCOPE } from './easy-rules';
import { problem, type Problem } from './problem';

/** Every text of a catalogue with its dotted key. */
export function flatTexts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    flatTexts(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

const fillers = (text: string) =>
  [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();

/**
 * The easy interface texts (locales/<lang>/easy.json, by namespace and key as the standard ones):
 * each replaces a standard text that exists, with the same fillers and tags, and no sentence
 * over 15 words; every standard text in EASY_CATALOGUE_SCOPE has one.
 */
export function checkEasyCatalogues(contentRoot: string): Problem[] {
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    const file = `locales/${locale}/easy.json`;
    const path = join(contentRoot, file);
    if (!existsSync(path)) {
      problems.push(problem(file, 'the easy interface texts are missing', { locale }));
      continue;
    }
    const easy = new Map(flatTexts(JSON.parse(readFileSync(path, 'utf8'))));
    const standard = new Map<string, string>();
    for (const namespace of new Set(
      [...easy.keys(), ...EASY_CATALOGUE_SCOPE].map((key) => key.split('.')[0] ?? ''),
    )) {
      const source = join(contentRoot, 'locales', locale, `${namespace}.json`);
      if (!existsSync(source)) continue;
      for (const [key, text] of flatTexts(JSON.parse(readFileSync(source, 'utf8')), namespace))
        standard.set(key, text);
    }
    for (const [key, text] of easy) {
      const where = { locale };
      const original = standard.get(key);
      if (original === undefined) {
        problems.push(problem(file, `${key}: no such standard text`, where));
        continue;
      }
      if (fillers(original).join() !== fillers(text).join()) {
        problems.push(
          problem(
            file,
            `${key}: fillers and tags differ from the standard text (${fillers(original).join(' ')})`,
            where,
          ),
        );
      }
      problems.push(
        ...longSentences(file, key, text, where),
        ...germanCompounds(file, key, text, where),
      );
    }
    for (const key of standard.keys()) {
      const inScope = EASY_CATALOGUE_SCOPE.some((scope) =>
        scope.endsWith('.') ? key.startsWith(scope) : key === scope,
      );
      if (inScope && !easy.has(key))
        problems.push(problem(file, `${key}: no easy version`, { locale }));
    }
  }
  return problems;
}
