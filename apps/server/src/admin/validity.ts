import {
  answersWholeShortVersion,
  longResultOf,
  shortResultOf,
  ValidityTally,
  type ShortLongPair,
  type ValidityFigures,
} from '@values-cross/core';
import type { Database } from '../db/database';
import { answerSetBatches } from '../modules/operator';
import { QuestionnaireRepository } from '../modules/questionnaire';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';
import { populationNorms, WANTED_HALF_WIDTH, type PopulationNorms } from './validity-norms';

/** What the real-data check found for one questionnaire version. */
export interface StoredValidity {
  version: string;
  /** Stored results whose long version was attempted. */
  longResults: number;
  /** Of those, the ones that answered every short-version question (the ones measured). */
  measured: number;
  figures: ValidityFigures | null;
  /**
   * Norms of the measured results, for everyone and per language region the people told (and
   * those who told none): shares and means with 95 % intervals, the results still needed, and
   * the shift a next version's correction could make. Data for a decision: nothing changes
   * without a new questionnaire version.
   */
  norms: PopulationNorms[];
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const fixed = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '–');

const interval = (
  e: { estimate: number; low: number; high: number },
  show: (x: number) => string,
) => `${show(e.estimate)} [${show(e.low)}, ${show(e.high)}]`;

function printNorms(io: AdminIo, norms: PopulationNorms): void {
  const out = (text = '') => println(io.stdout, text);
  out(
    `  norms, ${norms.population}: ${norms.people} result(s); ${norms.stillNeeded} more needed to know each share within 0.1 to ±${percent(WANTED_HALF_WIDTH)} (95 %)`,
  );
  out('    value        within 0.1 [95 %]          long mean [95 %]          proposed shift');
  for (const v of norms.values) {
    out(
      `    ${v.value.padEnd(12)} ${interval(v.within, percent).padEnd(26)} ${interval(v.longMean, fixed).padEnd(25)} ${fixed(v.proposedShift)}`,
    );
  }
}

function printVersion(io: AdminIo, result: StoredValidity): void {
  const out = (text = '') => println(io.stdout, text);
  out(
    `${result.version}: ${result.longResults} long result(s), ${result.measured} with every short-version question answered`,
  );
  const { figures } = result;
  if (!figures) return;
  const { agreement, shortRange, longRange } = figures;
  out(
    `  short against long: mean difference ${fixed(agreement.meanAbsoluteDifference)}, within 0.1 ${percent(agreement.withinShare)}`,
  );
  out('  value        difference  within 0.1  correlation  range short  range long');
  for (const [value, a] of Object.entries(agreement.byValue)) {
    out(
      `  ${value.padEnd(12)} ${fixed(a.meanAbsoluteDifference).padStart(10)}  ${percent(a.withinShare).padStart(10)}  ${fixed(a.correlation).padStart(11)}  ${fixed(shortRange.byValue[value] ?? Number.NaN).padStart(11)}  ${fixed(longRange.byValue[value] ?? Number.NaN).padStart(10)}`,
    );
  }
  for (const norms of result.norms) printNorms(io, norms);
}

/**
 * Scores every stored long result of each version again as if only the short version's questions
 * had been answered, and measures how close that short result comes to the long one (the
 * validity benchmark's figures, on real people). Reads only; nothing is written.
 */
export async function storedValidity(
  database: Database,
  options: { version?: string } = {},
): Promise<StoredValidity[]> {
  const repository = new QuestionnaireRepository(database.db);
  const versions = options.version ? [options.version] : await repository.versions();
  const results: StoredValidity[] = [];
  for (const version of versions) {
    const questionnaire = await repository.find(version);
    if (!questionnaire)
      throw new AdminError(`Questionnaire version "${version}" is not in the database.`);
    const tally = new ValidityTally(questionnaire);
    const byRegion = new Map<string, ShortLongPair[]>();
    let longResults = 0;
    for await (const batch of answerSetBatches(database.db, { version })) {
      for (const set of batch) {
        if (!set.longVersionAttempted) continue;
        longResults += 1;
        if (!answersWholeShortVersion(questionnaire, set.answerIds)) continue;
        tally.add(set.answerIds);
        const pair = {
          short: shortResultOf(questionnaire, set.answerIds),
          long: longResultOf(questionnaire, set.answerIds),
        };
        const region = set.languageRegion ?? 'region not told';
        let pairs = byRegion.get(region);
        if (!pairs) byRegion.set(region, (pairs = []));
        pairs.push(pair);
      }
    }
    const everyone = [...byRegion.values()].flat();
    const regions = [...byRegion.keys()].sort();
    results.push({
      version,
      longResults,
      measured: tally.people,
      figures: tally.people > 0 ? tally.figures() : null,
      norms:
        everyone.length > 0
          ? [
              populationNorms('everyone', everyone),
              ...regions.map((region) => populationNorms(region, byRegion.get(region) ?? [])),
            ]
          : [],
    });
  }
  return results;
}

/** `validity [--version V] [--json]`. */
export const validityCommand: AdminCommand = {
  name: 'validity',
  usage: '[--version V] [--json]',
  summary:
    'How close short results come to long ones on stored long results, per version (reads only)',
  options: { version: { type: 'string' }, json: { type: 'boolean' } },
  positionals: { min: 0, max: 0 },
  run: async ({ io, database }, { values }) => {
    const version = typeof values.version === 'string' ? values.version : undefined;
    const results = await storedValidity(await database(), { version });
    if (values.json === true) println(io.stdout, JSON.stringify(results, null, 2));
    else for (const result of results) printVersion(io, result);
  },
};
