import { checkListTargets, checkTargets, LIST_TARGETS_FROM } from './targets';
import { LIST_PRIMACY } from './validity';
import type { VersionValidity } from './validity';

const f3 = (x: number): string =>
  Number.isFinite(x) ? (Math.abs(x) < 0.0005 ? 0 : x).toFixed(3) : '–';
const pct = (x: number): string => `${(x * 100).toFixed(1)} %`;

/** The validity benchmark of one version as a Markdown section (content/REPORT.md). */
export function validitySection(validity: VersionValidity, served: boolean): string[] {
  const { modelPeople: model, randomPeople: random } = validity;
  const rows = Object.entries(model.agreement.byValue).map(([value, a]) => [
    value,
    f3(a.meanAbsoluteDifference),
    pct(a.withinShare),
    f3(a.correlation),
    `${f3(model.shortRange.byValue[value] ?? Number.NaN)} / ${f3(random.shortRange.byValue[value] ?? Number.NaN)}`,
    `${f3(model.longRange.byValue[value] ?? Number.NaN)} / ${f3(random.longRange.byValue[value] ?? Number.NaN)}`,
  ]);
  const all = [
    'all values',
    f3(model.agreement.meanAbsoluteDifference),
    pct(model.agreement.withinShare),
    '',
    `worst ${f3(model.shortRange.worst.width)} / ${f3(random.shortRange.worst.width)}`,
    `worst ${f3(model.longRange.worst.width)} / ${f3(random.longRange.worst.width)}`,
  ];
  const header = [
    'value',
    'short vs long: mean difference',
    'within 0.1',
    'correlation',
    'one-answer range, short (model / random)',
    'one-answer range, long (model / random)',
  ];
  const targets = checkTargets(validity).map(
    (t) =>
      `- ${t.target}: ${t.target === 'withinShare' ? pct(t.measured) : f3(t.measured)} ` +
      `(target ${t.target === 'withinShare' ? `at least ${pct(t.limit)}` : `at most ${f3(t.limit)}`}): ` +
      `${t.holds ? 'holds' : 'missed'}`,
  );
  const grid = [
    '',
    `Over a grid of answering habits (${validity.gridPeople} people each, the same seed; ` +
      'answering-habits.ts), the range the app states:',
    '',
    '| answering habit | within 0.1 | mean difference |',
    '| --- | --- | --- |',
    ...validity.grid.map(
      (h) => `| ${h.habit} | ${pct(h.withinShare)} | ${f3(h.meanAbsoluteDifference)} |`,
    ),
    `| range | ${pct(Math.min(...validity.grid.map((h) => h.withinShare)))} to ${pct(Math.max(...validity.grid.map((h) => h.withinShare)))} | ${f3(Math.min(...validity.grid.map((h) => h.meanAbsoluteDifference)))} to ${f3(Math.max(...validity.grid.map((h) => h.meanAbsoluteDifference)))} |`,
  ];
  const lists = [
    '',
    `How the habits of lists move the short result (${validity.gridPeople} people, each answering ` +
      'twice with the same draws, once with the habit and once without; the change of each ' +
      `value's mean): options favoured by their place (${LIST_PRIMACY} on the first, 0 on the ` +
      "last), with lists in each person's own order as the app shows them and in the " +
      "questionnaire's order as before; and three ticks instead of one on every list.",
    '',
    '| value | favoured by place (own order) | favoured by place (listed order) | three ticks instead of one |',
    '| --- | --- | --- | --- |',
    ...Object.entries(validity.lists.byValue).map(
      ([value, e]) =>
        `| ${value} | ${f3(e.primacy)} | ${f3(e.primacyInListedOrder)} | ${f3(e.threeVsOne)} |`,
    ),
    '',
    `List targets (binding from ${LIST_TARGETS_FROM} on, whose lists can lower a value too):`,
    '',
    ...checkListTargets(validity).map(
      (t) =>
        `- ${t.target}: ${f3(t.measured)} (target at most ${f3(t.limit)}): ` +
        `${t.holds ? 'holds' : t.binding ? 'missed' : 'missed (reported, not binding)'}`,
    ),
  ];
  return [
    '### Validity: the short version against the long one',
    '',
    `${validity.people} simulated people answer every question of the version through the scoring ` +
      `key (profile sd ${validity.model.profileSd}, popularity sd ${validity.model.popularitySd}; ` +
      `seed ${validity.seed}; docs/decisions/0035), and ${validity.people} answer at random. Each ` +
      `person's long result is compared with the short result of their answers to the ` +
      `${validity.shortQuestions} short-version questions, both scored by core with the version's ` +
      'offsets. Ranges: the mean one-answer range (core’s oneAnswerRanges) of the short and the ' +
      'long result. Written to bench/results/validity.json by `npm run bench:validity`.',
    '',
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...[...rows, all].map((r) => `| ${r.join(' | ')} |`),
    '',
    ...grid,
    ...lists,
    '',
    served ? 'Targets (the served version must meet them):' : 'Targets (reported):',
    '',
    ...targets,
  ];
}
