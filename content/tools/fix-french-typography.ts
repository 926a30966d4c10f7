/**
 * `npm run fix:french -w @values-cross/content`: rewrites the French texts of the questionnaires,
 * catalogues (mails included) and footer menu to the Swiss French spacing (french-typography.ts),
 * in place, touching nothing but French string values (the files keep their layout).
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ROOT } from '../src/content-root';
import { withFrenchSpacing } from './french-typography';

const STRING = /"((?:[^"\\]|\\.)*)"/gu;
const FRENCH_VALUE = /("fr": ")((?:[^"\\]|\\.)*)(")/gu;
const URL_VALUE = /^(?:https?:\/\/|\/)\S*$/u;

function fixAllStrings(text: string): string {
  return text.replace(STRING, (whole, value: string) =>
    URL_VALUE.test(value) ? whole : `"${withFrenchSpacing(value)}"`,
  );
}

function fixFrenchValues(text: string): string {
  return text.replace(
    FRENCH_VALUE,
    (_whole, open: string, value: string, close: string) =>
      `${open}${withFrenchSpacing(value)}${close}`,
  );
}

function rewrite(file: string, fix: (text: string) => string): void {
  const path = join(CONTENT_ROOT, file);
  const before = readFileSync(path, 'utf8');
  const after = fix(before);
  if (after !== before) {
    writeFileSync(path, after);
    console.log(`${file}: French spacing corrected`);
  }
}

const inFolder = (folder: string) =>
  readdirSync(join(CONTENT_ROOT, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name}`);

for (const file of inFolder('questionnaire')) rewrite(file, fixFrenchValues);
for (const file of [...inFolder('locales/fr'), 'navigation/fr.json']) rewrite(file, fixAllStrings);
