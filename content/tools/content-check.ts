/**
 * `npm run content:check`: checks every questionnaire version; on problems prints them (file,
 * question id, locale) and exits 1, otherwise prints the statistics, writes REPORT.md and each
 * version's one-answer ranges (ranges/<version>.json, shipped to the web app), warns about
 * values whose long-version range is too wide, and fails when the served version misses a
 * validity target (validity/targets.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ROOT, CURRENT_VERSION } from '../src/index';
import { checkContent, formatProblem } from './check-content';
import { rangesFileName, rangeWarnings, versionRanges } from './ranges';
import { renderReport } from './report';
import { versionStatistics } from './statistics';
import { agreementFile, agreementFileName } from './validity/agreement-file';
import { checkListTargets, checkTargets } from './validity/targets';
import { versionValidity } from './validity/validity';

const { versions, problems } = checkContent();

if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) found; REPORT.md not written.`);
  process.exit(1);
}

const ranges = versions.map((v) => versionRanges(v.questionnaire));
for (const r of ranges) {
  writeFileSync(join(CONTENT_ROOT, rangesFileName(r.version)), `${JSON.stringify(r, null, 2)}\n`);
}
const validity = versions.map((v) => versionValidity(v.questionnaire));
versions.forEach(({ questionnaire }, i) => {
  const file = agreementFile(questionnaire, validity[i]?.grid);
  const path = join(CONTENT_ROOT, agreementFileName(file.version));
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
});
const report = renderReport(versions.map(versionStatistics), ranges, validity, CURRENT_VERSION);
writeFileSync(join(CONTENT_ROOT, 'REPORT.md'), `${report}\n`);
console.log(report);
for (const warning of ranges.flatMap(rangeWarnings)) console.warn(`Warning: ${warning}`);
const served = validity.find((v) => v.version === CURRENT_VERSION);
const missed = [
  ...(served ? checkTargets(served) : []),
  ...validity.flatMap((v) => checkListTargets(v).filter((t) => t.binding)),
].filter((t) => !t.holds);
if (missed.length > 0) {
  console.error(
    `The served version ${CURRENT_VERSION} misses validity targets: ${missed.map((t) => `${t.target} ${t.measured.toFixed(3)} (limit ${t.limit})`).join(', ')}`,
  );
  process.exit(1);
}
console.log(`All ${versions.length} version(s) pass; statistics written to content/REPORT.md.`);
