/**
 * `npm run content:check`: checks every questionnaire version; on problems prints them (file,
 * question id, locale) and exits 1, otherwise prints the statistics, warns about values whose
 * long-version range is too wide, and fails when the served version misses a validity target
 * (validity/targets.ts) or when a file made from the content is not as the content makes it:
 * REPORT.md, each version's one-answer ranges (ranges/<version>.json) and agreement figures
 * (shipped to the web app). It only reads; `npm run content:report` (`--write`) writes those files.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_ROOT, CURRENT_VERSION } from '../src/index';
import { checkContent, formatProblem } from './check-content';
import { rangesFileName, rangeWarnings, versionRanges } from './ranges';
import { renderReport } from './report';
import { versionStatistics } from './statistics';
import { agreementFile, agreementFileName } from './validity/agreement-file';
import { checkListTargets, checkTargets } from './validity/targets';
import { versionValidity } from './validity/validity';

const write = process.argv.includes('--write');
const { versions, problems } = checkContent();

if (problems.length > 0) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(`\n${problems.length} problem(s) found; nothing written.`);
  process.exit(1);
}

/** Every file made from the content, by its path in the content package, with its text. */
const made = new Map<string, string>();
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const ranges = versions.map((v) => versionRanges(v.questionnaire));
for (const r of ranges) made.set(rangesFileName(r.version), json(r));
const validity = versions.map((v) => versionValidity(v.questionnaire));
versions.forEach(({ questionnaire }, i) => {
  const file = agreementFile(questionnaire, validity[i]?.grid);
  made.set(agreementFileName(file.version), json(file));
});
const report = renderReport(versions.map(versionStatistics), ranges, validity, CURRENT_VERSION);
made.set('REPORT.md', `${report}\n`);
console.log(report);
const stale = [...made].filter(([path, text]) => {
  const file = join(CONTENT_ROOT, path);
  if (write) writeFileSync(file, text);
  return !write && (!existsSync(file) || readFileSync(file, 'utf8') !== text);
});
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
if (stale.length > 0) {
  console.error(
    `Not as the content makes them: ${stale.map(([path]) => `content/${path}`).join(', ')}. Run npm run content:report and commit what it writes.`,
  );
  process.exit(1);
}
console.log(
  write
    ? `All ${versions.length} version(s) pass; REPORT.md, the ranges and the agreement figures written.`
    : `All ${versions.length} version(s) pass; REPORT.md, the ranges and the agreement figures are current.`,
);
