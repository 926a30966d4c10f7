/**
 * `npm run content:check`: checks every questionnaire version; on problems prints them (file,
 * question id, locale) and exits 1, otherwise prints the statistics and writes REPORT.md.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questionnaires } from '../src/index';
import { checkAllVersions } from './check-questionnaire';
import { loadVersionFiles } from './load-versions';
import { formatProblem, problem } from './problem';
import { renderReport } from './report';
import { versionStatistics } from './statistics';

const contentRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const versions = loadVersionFiles(contentRoot);

const problems = checkAllVersions(versions);
const onDisk = new Set(versions.map((v) => v.questionnaire.version));
for (const version of Object.keys(questionnaires)) {
  if (!onDisk.has(version))
    problems.push(problem('src/questionnaires.ts', `version ${version} has no file`));
}
for (const { file, questionnaire } of versions) {
  if (!(questionnaire.version in questionnaires)) {
    problems.push(
      problem(file, `version ${questionnaire.version} is not published in src/questionnaires.ts`),
    );
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) found; REPORT.md not written.`);
  process.exit(1);
}

const report = renderReport(versions.map(versionStatistics));
writeFileSync(join(contentRoot, 'REPORT.md'), `${report}\n`);
console.log(report);
console.log(`All ${versions.length} version(s) pass; statistics written to content/REPORT.md.`);
