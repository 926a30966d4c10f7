import { agreement } from '@values-cross/content/agreement';
import type { Locale } from '@values-cross/core';

/**
 * The validity benchmark's figures of a version as the texts put them: null when it has none.
 * Each is the range over the benchmark's answering habits (no one habit is known to be real).
 */
export type AgreementFigures = {
  /** Simulated people per answering habit, written as numbers are in the language (1’000). */
  people: string;
  /** How many answering habits the benchmark simulated. */
  habits: number;
  /** Values of 100 whose short result lay within 10 points of the long one: lowest, highest. */
  withinLow: number;
  withinHigh: number;
  /** The mean difference of a short from a long result, in points: lowest, highest. */
  differenceLow: number;
  differenceHigh: number;
};

/**
 * How a count is written in each language in Switzerland (as Node 20's ICU writes it; later ICU
 * data writes French with an apostrophe, so the tests hold fixed forms): the digits' group
 * separator. The page does not
 * create a number formatter for it: a page's first one costs a phone's main thread 60-120 ms (at
 * 4x CPU slowdown; its locale data), in the middle of hydrating every short result.
 */
const SEPARATOR: Record<Locale, string> = { de: "'", fr: '\u202f', it: "'", en: "'" };

/** A count (a whole number, 0 or more) as the language writes it in Switzerland. */
export function writtenCount(count: number, locale: Locale): string {
  const digits = String(Math.round(Math.max(0, count)));
  // Italian groups from five digits on (2000, 20'000), the others from four (2'000).
  return digits.length < (locale === 'it' ? 5 : 4)
    ? digits
    : digits.replace(/\B(?=(\d{3})+$)/g, SEPARATOR[locale]);
}

/**
 * How close a short result of a questionnaire version comes to the same person's long result,
 * as measured by the validity benchmark over its answering habits (content's agreement files),
 * ready for a sentence: the range, rounded outwards so that it holds every habit's figure.
 */
export function agreementFigures(version: string, locale: Locale): AgreementFigures | null {
  const measured = agreement[version];
  if (!measured) return null;
  const { withinShare: within, meanAbsoluteDifference: difference } = measured;
  return {
    people: writtenCount(measured.people, locale),
    habits: measured.habits,
    withinLow: Math.floor(within.low * 100),
    withinHigh: Math.ceil(within.high * 100),
    differenceLow: Math.floor(difference.low * 100),
    differenceHigh: Math.ceil(difference.high * 100),
  };
}
