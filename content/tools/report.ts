import { EASY_RULES } from './easy-rules';
import { LONG_RANGE_WARNING, rangeWarnings, type VersionRanges } from './ranges';
import { RESPONDENTS, SEED, statisticFlags, type VersionStatistics } from './statistics';
import type { VersionValidity } from './validity/validity';
import { validitySection } from './validity/validity-report';

const f3 = (x: number): string => x.toFixed(3);
const pct = (x: number): string => `${Math.round(x * 100)}%`;

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
}

function versionSection(stats: VersionStatistics): string[] {
  const types = Object.entries(stats.types)
    .map(([type, n]) => `${type} ${n}`)
    .join(', ');
  const loadings = table(
    [
      'dimension',
      'cross',
      'short: loading (+ / −)',
      'all: loading (+ / −)',
      'short raw min..max',
      'long raw min..max',
    ],
    stats.dimensions.map((d) => [
      d.key,
      d.shown ? 'yes' : 'internal',
      `${d.short.loading.any} (${d.short.loading.positive} / ${d.short.loading.negative})`,
      `${d.long.loading.any} (${d.long.loading.positive} / ${d.long.loading.negative})`,
      `${d.short.rawMin}..${d.short.rawMax}`,
      `${d.long.rawMin}..${d.long.rawMax}`,
    ]),
  );
  const neutrality = table(
    [
      'dimension',
      'short: middle',
      'short: random mean ± sd (raw)',
      'short: at 0 / 1',
      'long: middle',
      'long: random mean ± sd (raw)',
      'long: at 0 / 1',
    ],
    stats.dimensions.map((d) => [
      d.key,
      f3(d.short.middle),
      `${f3(d.short.random.mean)} ± ${f3(d.short.random.sd)} (${f3(d.short.random.rawMean)})`,
      `${pct(d.short.random.atZero)} / ${pct(d.short.random.atOne)}`,
      f3(d.long.middle),
      `${f3(d.long.random.mean)} ± ${f3(d.long.random.sd)} (${f3(d.long.random.rawMean)})`,
      `${pct(d.long.random.atZero)} / ${pct(d.long.random.atOne)}`,
    ]),
  );
  const flags = statisticFlags(stats);
  return [
    `## Version ${stats.version} (${stats.file})`,
    '',
    `${stats.topLevelQuestions} top-level questions (${stats.allQuestions} with the children of groups), ` +
      `${stats.shortQuestions} of them in the short version. Types: ${types}.`,
    '',
    '### Dimensions',
    '',
    'Loading: top-level questions with an answer that raises (+) or lowers (−) the dimension. ' +
      'Raw min..max: sums of the question bounds of the part.',
    '',
    ...loadings,
    '',
    '### Neutrality (corrected scores, 0..1)',
    '',
    'Middle: a respondent who always picks the middle option (SC/OPT row ceil(n/2), MC the ' +
      `'none' option, MAX3 the first). Random: ${RESPONDENTS} respondents answering at random ` +
      `(seed ${SEED}); raw = mean uncorrected percentage, which the correction offsets are meant to ` +
      'match. Short: short-version questions only; long: all questions, long version attempted. ' +
      'With four options, row ceil(n/2) is the lower of the two middle answers, so the middle ' +
      'respondent leans low where four-option scales dominate a dimension.',
    '',
    ...neutrality,
    '',
    '### Easy to read',
    '',
    'The easy-to-read question texts per language, measured as shared/tools/readability.py does ' +
      '(German Amstad, French Kandel & Moles, Italian GULPEASE, English Flesch reading ease; ' +
      `syllables as vowel groups). Rules: readability at least ${EASY_RULES.minReadability}, ` +
      `at most ${EASY_RULES.maxAverageSentenceWords} words per sentence on average, no sentence of ` +
      `any easy text over ${EASY_RULES.maxSentenceWords} words.`,
    '',
    ...table(
      ['language', 'readability', 'words per sentence', 'longest sentence'],
      stats.easy.map((m) => [
        m.locale,
        m.readability.toFixed(1),
        m.averageSentenceWords.toFixed(1),
        String(m.longestSentenceWords),
      ]),
    ),
    '',
    '### Flags',
    '',
    ...(flags.length === 0
      ? ['None: every random mean lies within 0.35..0.65 and no dimension is pinned at 0 or 1.']
      : flags.map((flag) => `- ${flag}`)),
  ];
}

function rangesSection(ranges: VersionRanges): string[] {
  const warnings = rangeWarnings(ranges);
  return [
    '### One-answer ranges',
    '',
    `Mean width (high − low) of the one-answer range per value for ${ranges.respondents} random ` +
      `respondents per part (seed ${ranges.seed}), with core's oneAnswerRanges: how far one ` +
      `different answer could move the value. Shipped to the web app as ranges/${ranges.version}.json.`,
    '',
    ...table(
      ['value', 'short', 'long'],
      [
        ...Object.keys(ranges.short.byValue).map((key) => [
          key,
          f3(ranges.short.byValue[key] ?? Number.NaN),
          f3(ranges.long.byValue[key] ?? Number.NaN),
        ]),
        ['mean', f3(ranges.short.mean), f3(ranges.long.mean)],
      ],
    ),
    '',
    ...(warnings.length === 0
      ? [`No value's long-version range exceeds ${LONG_RANGE_WARNING}.`]
      : warnings.map((warning) => `- Warning: ${warning}`)),
  ];
}

/** The statistics of every version as Markdown (content/REPORT.md and the console). */
export function renderReport(
  all: readonly VersionStatistics[],
  ranges: readonly VersionRanges[] = [],
  validity: readonly VersionValidity[] = [],
  servedVersion?: string,
): string {
  const rangesOf = (version: string) => ranges.find((r) => r.version === version);
  const validityOf = (version: string) => validity.find((v) => v.version === version);
  const lines = [
    '# Content report',
    '',
    'Written by `npm run content:report` (content/tools/content-check.ts); do not edit by hand.',
    '',
    ...all.flatMap((stats) => {
      const versionRanges = rangesOf(stats.version);
      const versionValidity = validityOf(stats.version);
      return [
        ...versionSection(stats),
        '',
        ...(versionRanges ? [...rangesSection(versionRanges), ''] : []),
        ...(versionValidity
          ? [...validitySection(versionValidity, stats.version === servedVersion), '']
          : []),
      ];
    }),
  ];
  return lines.join('\n');
}
