import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';

/** How closely short results agree with the same people's long results, on one value. */
export interface ValueAgreement {
  /** Mean absolute difference of the short from the long score (0..1 scale). */
  meanAbsoluteDifference: number;
  /** Share of people whose short score lies within WITHIN of their long score. */
  withinShare: number;
  /** Pearson correlation of short and long scores over the people (NaN without spread). */
  correlation: number;
}

/** The agreement figures of a set of people: per value and over all eight. */
export interface Agreement {
  people: number;
  /** By value key (curiosity … power). */
  byValue: Record<string, ValueAgreement>;
  /** Mean of the eight values' mean absolute differences. */
  meanAbsoluteDifference: number;
  /** Share of all (person, value) pairs within WITHIN. */
  withinShare: number;
}

/** What "within" means in the agreement figures: a difference of at most 0.1 (10 points). */
export const WITHIN = 0.1;

/** One person's short and long scores (twelve each, in dimension order). */
export interface ShortLongPair {
  short: readonly number[];
  long: readonly number[];
}

function correlation(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mean = (vs: readonly number[]) => vs.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/**
 * How well short results stand for long ones over a set of people: per value the mean absolute
 * difference, the share within 0.1 and the correlation; over all values the mean difference and
 * the share within. Scores are compared as given (3 decimals, as stored and shown).
 */
export function shortLongAgreement(pairs: readonly ShortLongPair[]): Agreement {
  const entries = VALUE_DIMENSIONS.map(({ key, index }) => {
    const short = pairs.map((p) => p.short[index] ?? Number.NaN);
    const long = pairs.map((p) => p.long[index] ?? Number.NaN);
    const differences = short.map((s, i) => Math.abs(s - (long[i] ?? Number.NaN)));
    const within = differences.filter((d) => d <= WITHIN + 1e-9).length;
    const value: ValueAgreement = {
      meanAbsoluteDifference: differences.reduce((a, b) => a + b, 0) / pairs.length,
      withinShare: within / pairs.length,
      correlation: correlation(short, long),
    };
    return [key, value] as const;
  });
  const values = entries.map(([, value]) => value);
  return {
    people: pairs.length,
    byValue: Object.fromEntries(entries),
    meanAbsoluteDifference:
      values.reduce((a, v) => a + v.meanAbsoluteDifference, 0) / values.length,
    withinShare: values.reduce((a, v) => a + v.withinShare, 0) / values.length,
  };
}
