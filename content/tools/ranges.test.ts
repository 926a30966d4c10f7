import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS, MINUTE_MS } from '@values-cross/core';
import { firmness } from '../src/firmness';
import { questionnaires } from '../src/index';
import { LONG_RANGE_WARNING, rangeWarnings, rangesFileName, versionRanges } from './ranges';
import { renderReport } from './report';
import { versionStatistics } from './statistics';
import { CONTENT_ROOT, CURRENT_FILE } from './test-helpers';

const shipped = (version: string): unknown =>
  JSON.parse(readFileSync(join(CONTENT_ROOT, rangesFileName(version)), 'utf8'));

describe('one-answer ranges shipped with each version', () => {
  it.each(Object.values(questionnaires).map((qn) => [qn.version, qn] as const))(
    '%s: ranges file and firmness match a fresh measurement (run npm run content:report)',
    (version, qn) => {
      const fresh = versionRanges(qn);
      expect(shipped(version)).toEqual(fresh);
      expect(firmness[version]).toEqual({ short: fresh.short.mean, long: fresh.long.mean });
    },
    MINUTE_MS,
  );

  it('the long version narrows every value, and all widths lie within 0..1', () => {
    for (const qn of Object.values(questionnaires)) {
      const r = shipped(qn.version) as ReturnType<typeof versionRanges>;
      expect(Object.keys(r.short.byValue)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
      for (const key of Object.keys(r.short.byValue)) {
        const short = r.short.byValue[key] ?? NaN;
        const long = r.long.byValue[key] ?? NaN;
        expect(long).toBeGreaterThanOrEqual(0);
        expect(short).toBeLessThanOrEqual(1);
        expect(long).toBeLessThan(short);
      }
    }
  });
});

describe('range warnings and the report', () => {
  const ranges = {
    version: '9.9',
    respondents: 1,
    seed: 1,
    short: { byValue: { curiosity: 0.6, power: 0.5 }, mean: 0.55 },
    long: {
      byValue: { curiosity: LONG_RANGE_WARNING + 0.001, power: LONG_RANGE_WARNING },
      mean: 0.3,
    },
  };

  it('warns only about a value whose long range exceeds the threshold', () => {
    expect(rangeWarnings(ranges)).toEqual([
      '9.9 long curiosity: mean one-answer range 0.351 exceeds 0.35',
    ]);
  });

  it('REPORT.md holds the ranges of every version as npm run content:report writes them', () => {
    const current = Object.values(questionnaires).at(-1);
    if (!current) throw new Error('no questionnaire');
    const stats = versionStatistics({ file: CURRENT_FILE, questionnaire: current });
    const written = readFileSync(join(CONTENT_ROOT, 'REPORT.md'), 'utf8');
    const section = renderReport([stats], [shipped(current.version) as typeof ranges]).split(
      '### One-answer ranges',
    )[1];
    expect(section).toBeDefined();
    expect(written).toContain(`### One-answer ranges${section ?? ''}`.trimEnd());
    expect(renderReport([{ ...stats, version: '9.9' }], [ranges])).toContain(
      '- Warning: 9.9 long curiosity',
    );
  });
});
