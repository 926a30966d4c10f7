/**
 * `npm run content:check`: checks every questionnaire version; on problems prints them (file,
 * question id, locale) and exits 1, otherwise prints the statistics and writes REPORT.md.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent, CONTENT_ROOT, formatProblem } from '../src/index';
import { renderReport } from './report';
import { versionStatistics } from './statistics';

const { versions, problems } = checkContent();

if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) found; REPORT.md not written.`);
  process.exit(1);
}

const report = renderReport(versions.map(versionStatistics));
writeFileSync(join(CONTENT_ROOT, 'REPORT.md'), `${report}\n`);
console.log(report);
console.log(`All ${versions.length} version(s) pass; statistics written to content/REPORT.md.`);
