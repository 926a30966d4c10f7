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
  grid: { habit: string; meanAbsoluteDifference: number; withinShare: number }[];
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

  it('agrees with the figures the app shows: the range over its grid of answering habits', () => {
    const round3 = (x: number) => Math.round(x * 1000) / 1000;
    for (const v of written()) {
      const shown = agreement[v.version];
      const within = v.grid.map((h) => round3(h.withinShare));
      expect(shown?.withinShare).toEqual({ low: Math.min(...within), high: Math.max(...within) });
      const difference = v.grid.map((h) => round3(h.meanAbsoluteDifference));
      expect(shown?.meanAbsoluteDifference).toEqual({
        low: Math.min(...difference),
        high: Math.max(...difference),
      });
      expect(shown?.habits).toBe(v.grid.length);
    }
  });
});
