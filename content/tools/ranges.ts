import {
  VALUE_DIMENSIONS,
  correctionOf,
  oneAnswerRanges,
  type Questionnaire,
} from '@values-cross/core';
import { partQuestions, type Part } from './check-dimensions';
import { randomAnswerIds, seededRandom } from './simulate';

/** Random respondents per part for the one-answer ranges (each is scored once per variant). */
export const RANGE_RESPONDENTS = 100;
/** The PRNG seed of the range simulation (fixed: the report and the shipped file are reproducible). */
export const RANGE_SEED = 20261;
/** A value whose mean long-version one-answer range is wider than this is warned about. */
export const LONG_RANGE_WARNING = 0.35;

/** The mean one-answer range (high − low) of one part: per value dimension and over all eight. */
export interface PartRanges {
  /** Mean width per value dimension key, 3 decimals. */
  byValue: Record<string, number>;
  /** Mean of the eight values' mean widths, 3 decimals. */
  mean: number;
}

/** What a questionnaire version ships about how firm its results are (content/ranges/<v>.json). */
export interface VersionRanges {
  version: string;
  respondents: number;
  seed: number;
  short: PartRanges;
  long: PartRanges;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * Mean one-answer range per value for random respondents of one part, computed with core's
 * oneAnswerRanges (the same function the server explains results with).
 */
export function partRanges(input: {
  questionnaire: Questionnaire;
  part: Part;
  respondents: number;
  seed: number;
}): PartRanges {
  const random = seededRandom(input.seed);
  const questions = partQuestions(input.questionnaire, input.part);
  const sums = VALUE_DIMENSIONS.map(() => 0);
  for (let i = 0; i < input.respondents; i += 1) {
    const ranges = oneAnswerRanges({
      questions,
      answerIds: randomAnswerIds(questions, random),
      longVersionAttempted: input.part === 'long',
      correction: correctionOf(input.questionnaire),
    });
    VALUE_DIMENSIONS.forEach(({ index }, v) => {
      const range = ranges[index];
      sums[v] = (sums[v] ?? 0) + (range ? range.high - range.low : 0);
    });
  }
  const means = sums.map((sum) => sum / Math.max(1, input.respondents));
  return {
    byValue: Object.fromEntries(VALUE_DIMENSIONS.map(({ key }, v) => [key, round3(means[v] ?? 0)])),
    mean: round3(means.reduce((a, b) => a + b, 0) / means.length),
  };
}

/** The one-answer ranges of a version for short and long random respondents. */
export function versionRanges(
  questionnaire: Questionnaire,
  options: { respondents?: number; seed?: number } = {},
): VersionRanges {
  const respondents = options.respondents ?? RANGE_RESPONDENTS;
  const seed = options.seed ?? RANGE_SEED;
  const part = (p: Part) => partRanges({ questionnaire, part: p, respondents, seed });
  return {
    version: questionnaire.version,
    respondents,
    seed,
    short: part('short'),
    long: part('long'),
  };
}

/** Warnings (not failures: published versions do not change) for values too loose in the long version. */
export function rangeWarnings(ranges: VersionRanges): string[] {
  return Object.entries(ranges.long.byValue)
    .filter(([, width]) => width > LONG_RANGE_WARNING)
    .map(
      ([key, width]) =>
        `${ranges.version} long ${key}: mean one-answer range ${width.toFixed(3)} exceeds ${LONG_RANGE_WARNING}`,
    );
}

/** The shipped file of a version's ranges, as written by npm run content:check. */
export function rangesFileName(version: string): string {
  return `ranges/${version}.json`;
}
