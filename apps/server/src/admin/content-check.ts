import { CONTENT_ROOT } from '@values-cross/content';
import { checkContent as checkContentFiles, formatProblem } from '@values-cross/content/check';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';

export { CONTENT_ROOT };

/**
 * Runs the checks of `npm run content:check` on every questionnaire file (without writing
 * REPORT.md): prints each problem and fails, or lists the versions that pass.
 */
export function checkContent(io: AdminIo, contentRoot = CONTENT_ROOT): void {
  const { versions, problems } = checkContentFiles(contentRoot);
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
