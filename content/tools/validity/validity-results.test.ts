import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreement } from '../../src/agreement';
import { CURRENT_VERSION, versionsInOrder } from '../../src/index';
import { CONTENT_ROOT } from '../test-helpers';
import type { TargetCheck } from './targets';

interface WrittenVersion {
  version: string;
  served: boolean;
  modelPeople: { agreement: { meanAbsoluteDifference: number; withinShare: number } };
  targets: TargetCheck[];
}

const written = (): WrittenVersion[] =>
  (
    JSON.parse(
      readFileSync(join(CONTENT_ROOT, '..', 'bench', 'results', 'validity.json'), 'utf8'),
    ) as { versions: WrittenVersion[] }
  ).versions;

describe('bench/results/validity.json (npm run bench:validity)', () => {
  it('measures every published version, the served one marked', () => {
    expect(written().map((v) => v.version)).toEqual(versionsInOrder());
    expect(
      written()
        .filter((v) => v.served)
        .map((v) => v.version),
    ).toEqual([CURRENT_VERSION]);
  });

  it('holds every target for the served version', () => {
    const served = written().find((v) => v.served);
    expect(served?.targets.map((t) => t.target)).toEqual([
      'meanAbsoluteDifference',
      'withinShare',
      'shortRangeWorst',
      'longRangeWorst',
    ]);
    expect(served?.targets.filter((t) => !t.holds)).toEqual([]);
  });

  it('agrees with the figures the app shows', () => {
    for (const v of written()) {
      const shown = agreement[v.version];
      expect(shown?.withinShare).toBe(
        Math.round(v.modelPeople.agreement.withinShare * 1000) / 1000,
      );
      expect(shown?.meanAbsoluteDifference).toBe(
        Math.round(v.modelPeople.agreement.meanAbsoluteDifference * 1000) / 1000,
      );
    }
  });
});
