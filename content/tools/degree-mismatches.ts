/**
 * `npx tsx content/tools/degree-mismatches.ts [version …]`: every degree mismatch of the given
 * questionnaire versions (default: all), before DEGREE_FROM too, under the versions' translation
 * records; `--no-decisions` reads them without the records' degree decisions. For reviewing the
 * lexicon (degree-lexicon.ts) and the texts; the content check runs checkDegreeOnDisk.
 */
import { asksFileName, readRecord } from './check-asks';
import { degreeMismatches } from './check-degree';
import { loadVersionFiles } from './load-versions';
import { formatProblem } from './problem';
import { CONTENT_ROOT } from '../src/content-root';

const args = process.argv.slice(2);
const withDecisions = !args.includes('--no-decisions');
const wanted = args.filter((a) => !a.startsWith('--'));

/** The record without its degree decisions: only the notes' texts, for a raw reading. */
const withoutDegree = (notes: unknown) =>
  Object.fromEntries(Object.keys((notes ?? {}) as object).map((id) => [id, {}]));

for (const { file, questionnaire } of loadVersionFiles(CONTENT_ROOT)) {
  if (wanted.length > 0 && !wanted.includes(questionnaire.version)) continue;
  const record = readRecord(CONTENT_ROOT, questionnaire.version);
  const notes = 'notes' in record ? record.notes : null;
  const problems = degreeMismatches({
    file,
    questionnaire,
    notesFile: asksFileName(questionnaire.version),
    record: withDecisions ? notes : withoutDegree(notes),
  });
  for (const p of problems) console.log(formatProblem(p));
  console.log(`${file}: ${problems.length} degree mismatch(es)\n`);
}
