import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { asQuestionnaire, compareVersions } from '../src/questionnaires';
import type { VersionFile } from './check-versions';

/** The folder with one JSON file per published questionnaire version. */
export const QUESTIONNAIRE_DIR = 'questionnaire';

/** Reads every questionnaire file of the content package, oldest version first. */
export function loadVersionFiles(contentRoot: string): VersionFile[] {
  const dir = join(contentRoot, QUESTIONNAIRE_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => compareVersions(a.replace(/\.json$/, ''), b.replace(/\.json$/, '')))
    .map((name) => {
      const file = `${QUESTIONNAIRE_DIR}/${name}`;
      const data: unknown = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      return { file, questionnaire: asQuestionnaire(data, file) };
    });
}
