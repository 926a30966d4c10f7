import v2026_1 from '../ranges/2026.1.json' with { type: 'json' };
import v2027_1 from '../ranges/2027.1.json' with { type: 'json' };
import v2027_2 from '../ranges/2027.2.json' with { type: 'json' };

/**
 * How firm a result is per questionnaire version: the mean one-answer range (high − low, 0..1)
 * over the eight values for random short and long answer sets. Measured and written by
 * `npm run content:check` (tools/ranges.ts); a content test fails when a file is stale.
 */
export interface VersionFirmness {
  short: number;
  long: number;
}

/** The firmness of every published version by version string (this module imports nothing else). */
export const firmness: Readonly<Record<string, VersionFirmness>> = Object.freeze({
  '2026.1': { short: v2026_1.short.mean, long: v2026_1.long.mean },
  '2027.1': { short: v2027_1.short.mean, long: v2027_1.long.mean },
  '2027.2': { short: v2027_2.short.mean, long: v2027_2.long.mean },
});
