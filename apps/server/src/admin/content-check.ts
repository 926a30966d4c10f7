import { resolve } from 'node:path';
import { questionnaires } from '@values-cross/content';
import { checkAllVersions } from '../../../../content/tools/check-questionnaire';
import { loadVersionFiles } from '../../../../content/tools/load-versions';
import { formatProblem, problem, type Problem } from '../../../../content/tools/problem';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

/** The content package on disk (the questionnaire files the checks read). */
export const CONTENT_ROOT = resolve(import.meta.dirname, '..', '..', '..', '..', 'content');

/**
 * Runs the checks of `npm run content:check` on every questionnaire file (without writing
 * REPORT.md): prints each problem and fails, or lists the versions that pass.
 */
export function checkContent(io: AdminIo, contentRoot = CONTENT_ROOT): void {
  const versions = loadVersionFiles(contentRoot);
  const problems: Problem[] = checkAllVersions(versions);
  const onDisk = new Set(versions.map((v) => v.questionnaire.version));
  for (const version of Object.keys(questionnaires)) {
    if (!onDisk.has(version))
      problems.push(problem('src/questionnaires.ts', `version ${version} has no file`));
  }
  for (const { file, questionnaire } of versions) {
    if (!(questionnaire.version in questionnaires)) {
      problems.push(problem(file, `version ${questionnaire.version} is not published`));
    }
  }
  if (problems.length > 0) {
    for (const p of problems) println(io.stderr, formatProblem(p));
    throw new AdminError(`${problems.length} problem(s) found.`);
  }
  for (const { file, questionnaire } of versions) {
    println(
      io.stdout,
      `${questionnaire.version} (${file}): ${questionnaire.questions.length} questions, ok`,
    );
  }
  println(io.stdout, `All ${versions.length} version(s) pass.`);
}

/** `content:check`: validates every questionnaire version. */
export const contentCheckCommand: AdminCommand = {
  name: 'content:check',
  usage: '',
  summary: 'Validate every questionnaire version (the checks of npm run content:check)',
  options: {},
  positionals: { min: 0, max: 0 },
  run: async ({ io }) => checkContent(io),
};
