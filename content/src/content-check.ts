import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkAllVersions } from '../tools/check-questionnaire';
import type { VersionFile } from '../tools/check-versions';
import { loadVersionFiles } from '../tools/load-versions';
import { problem, type Problem } from '../tools/problem';
import { questionnaires } from './questionnaires';

export { formatProblem, type Problem } from '../tools/problem';
export type { VersionFile } from '../tools/check-versions';

/** The content package on disk (the folder holding questionnaire/). */
export const CONTENT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** What checking the content found: every questionnaire file read, and every problem. */
export interface ContentCheck {
  versions: VersionFile[];
  problems: Problem[];
}

/**
 * Checks every questionnaire file under `contentRoot`: each version's own rules, the rules
 * between versions, and that the files and the published versions (src/questionnaires.ts) match.
 */
export function checkContent(contentRoot = CONTENT_ROOT): ContentCheck {
  const versions = loadVersionFiles(contentRoot);
  const problems = checkAllVersions(versions);
  const onDisk = new Set(versions.map((v) => v.questionnaire.version));
  for (const version of Object.keys(questionnaires)) {
    if (!onDisk.has(version)) {
      problems.push(problem('src/questionnaires.ts', `version ${version} has no file`));
    }
  }
  for (const { file, questionnaire } of versions) {
    if (!(questionnaire.version in questionnaires)) {
      problems.push(
        problem(file, `version ${questionnaire.version} is not published in src/questionnaires.ts`),
      );
    }
  }
  return { versions, problems };
}
