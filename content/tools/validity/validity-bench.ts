/**
 * `npm run bench:validity`: how well the short version agrees with the long one, per published
 * questionnaire version, on simulated people (validity.ts); writes bench/results/validity.json
 * and prints each version's figures and targets. Deterministic: the same content gives the same
 * file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CURRENT_VERSION, questionnaires, versionsInOrder } from '../../src/index';
import { checkListTargets, checkTargets } from './targets';
import { versionValidity } from './validity';
import { validitySection } from './validity-report';

const results = join(dirname(fileURLToPath(import.meta.url)), '../../../bench/results');

const versions = versionsInOrder().flatMap((version) => {
  const questionnaire = questionnaires[version];
  if (!questionnaire) return [];
  const started = performance.now();
  const validity = versionValidity(questionnaire);
  const served = version === CURRENT_VERSION;
  console.log(`\n## ${version}${served ? ' (served)' : ''}\n`);
  console.log(validitySection(validity, served).join('\n'));
  console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return [
    {
      ...validity,
      served,
      targets: checkTargets(validity),
      listTargets: checkListTargets(validity),
    },
  ];
});

mkdirSync(results, { recursive: true });
writeFileSync(join(results, 'validity.json'), `${JSON.stringify({ versions }, null, 2)}\n`);
const missed = [
  ...versions.filter((v) => v.served).flatMap((v) => v.targets),
  ...versions.flatMap((v) => v.listTargets.filter((t) => t.binding)),
].filter((t) => !t.holds);
console.log(
  missed.length === 0
    ? '\nThe served version meets every target.'
    : `\nThe served version misses: ${missed.map((t) => t.target).join(', ')}.`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
