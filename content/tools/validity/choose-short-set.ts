/**
 * `npm run short-set -w @values-cross/content -- <version> [--start 1,9,…] [--write]`: chooses a
 * version's short version by measurement (short-set-search.ts) on people of a seed of its own,
 * starting from the greedy set, the previous version's short version, the file's own and any
 * --start set (from BALANCED_FROM on, lists only where balanced); prints the set and its figures, and with --write sets the inNexpresso flags and
 * the rule's offsets in questionnaire/<version>.json (nothing else changes). Published versions
 * never change: use it while a new version is being written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Questionnaire } from '@values-cross/core';
import { compareVersions, CONTENT_ROOT, questionnaires, versionsInOrder } from '../../src/index';
import { BALANCED_FROM, fitsBalancedShortVersion } from '../check-balance';
import { MAX_SHORT_ANSWERS, SHORT_QUESTIONS } from '../check-short-version';
import { searchShortSet, withShortVersion, type SearchGoal } from './short-set-search';
import { VALIDITY_TARGETS } from './targets';

/** The search's own seed and sample sizes (the benchmark measures on other people). */
export const SEARCH = { seed: 7, people: 900, rangePeople: 40 } as const;

/** What the search aims at: the content rules' sizes, and a margin below the range target. */
export const SEARCH_GOAL: SearchGoal = {
  minQuestions: SHORT_QUESTIONS.min,
  maxQuestions: SHORT_QUESTIONS.max,
  maxAnswers: MAX_SHORT_ANSWERS,
  rangeCeiling: VALIDITY_TARGETS.shortRangeWorst - 0.03,
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { write: { type: 'boolean' }, start: { type: 'string' } },
});
const version = positionals[0];
if (!version) throw new Error('usage: choose-short-set <version> [--write]');
const file = join(CONTENT_ROOT, 'questionnaire', `${version}.json`);
const questionnaire = JSON.parse(readFileSync(file, 'utf8')) as Questionnaire;
const present = new Set(questionnaire.questions.map((q) => q.id));
const shortOf = (qn: Questionnaire | undefined) =>
  (qn?.questions ?? []).filter((q) => q.inNexpresso && present.has(q.id)).map((q) => q.id);
const previous = versionsInOrder()
  .filter((v) => compareVersions(v, version) < 0)
  .at(-1);
const starts = [
  shortOf(previous === undefined ? undefined : questionnaires[previous]),
  shortOf(questionnaire),
  (values.start ?? '').split(',').filter(Boolean).map(Number),
].filter((start) => start.length > 0);
const started = performance.now();
const chosen = searchShortSet({
  questionnaire,
  goal: SEARCH_GOAL,
  ...SEARCH,
  starts,
  // From BALANCED_FROM on, only lists whose ticks move no value by themselves (check-balance.ts).
  eligible: (q) => compareVersions(version, BALANCED_FROM) < 0 || fitsBalancedShortVersion(q),
  log: (line) => console.error(line),
});
console.log(JSON.stringify(chosen));
console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`);
if (values.write) {
  const written = withShortVersion(questionnaire, new Set(chosen.ids));
  writeFileSync(file, `${JSON.stringify(written, null, 2)}\n`);
  console.log(`${file}: short version and offsets written`);
}
