import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Questionnaire } from '@values-cross/core';
import { frenchSpacingFaults } from './french-typography';
import { problem, type Problem } from './problem';

/** Every string in a JSON value with its path ("passwordReset.footnote", "questions[3].text.fr"). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) =>
      strings(child, path === '' ? key : `${path}.${key}`),
    );
  }
  return [];
}

function faultsOf(file: string, texts: [string, string][]): Problem[] {
  return texts.flatMap(([path, text]) =>
    frenchSpacingFaults(text).map((excerpt) =>
      problem(
        file,
        `${path}: French spacing before ? ! ; (U+202F) or : (U+00A0) is missing or wrong in "${excerpt}"`,
        { locale: 'fr' },
      ),
    ),
  );
}

/** The French texts of a questionnaire follow the Swiss French spacing rule (french-typography). */
export function checkFrenchQuestionnaire(input: {
  file: string;
  questionnaire: Questionnaire;
}): Problem[] {
  const french = strings(input.questionnaire).filter(([path]) => path.endsWith('.fr'));
  return faultsOf(input.file, french);
}

/** The French message catalogues (locales/fr, mails included) and footer menu follow the rule. */
export function checkFrenchCatalogues(contentRoot: string): Problem[] {
  const files = readdirSync(join(contentRoot, 'locales', 'fr'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => `locales/fr/${name}`);
  return [...files, 'navigation/fr.json'].flatMap((file) => {
    const data: unknown = JSON.parse(readFileSync(join(contentRoot, file), 'utf8'));
    const texts = strings(data).filter(([path]) => !path.endsWith('.url'));
    return faultsOf(file, texts);
  });
}
