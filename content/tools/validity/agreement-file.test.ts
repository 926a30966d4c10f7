import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agreement } from '../../src/agreement';
import { questionnaires } from '../../src/index';
import { CONTENT_ROOT } from '../test-helpers';
import { agreementFile, agreementFileName } from './agreement-file';
import { ANSWERING_HABITS } from './answering-habits';

describe('the agreement shipped with each version', () => {
  it.each(Object.values(questionnaires).map((qn) => [qn.version, qn] as const))(
    '%s: file and app figures match a fresh measurement (run npm run content:check)',
    (version, qn) => {
      const fresh = agreementFile(qn);
      const shipped: unknown = JSON.parse(
        readFileSync(join(CONTENT_ROOT, agreementFileName(version)), 'utf8'),
      );
      expect(shipped).toEqual(fresh);
      expect(agreement[version]).toEqual({
        people: fresh.people,
        habits: fresh.habits,
        withinShare: fresh.withinShare,
        meanAbsoluteDifference: fresh.meanAbsoluteDifference,
      });
      // The range spans every habit of the grid.
      expect(fresh.habits).toBe(ANSWERING_HABITS.length);
      expect(fresh.withinShare.high - fresh.withinShare.low).toBeGreaterThan(0);
    },
    120_000,
  );
});
