import { agreement } from '@values-cross/content/agreement';
import type { Locale } from '@values-cross/core';

/** The validity benchmark's figures of a version as the texts put them: null when it has none. */
export type AgreementFigures = {
  /** Simulated people, written as numbers are in the language (2’000, 2 000). */
  people: string;
  /** Values of 100 whose short result lay within 10 points of the long one. */
  within: number;
  /** The mean difference of a short from a long result, in points. */
  difference: number;
};

/**
 * How close a short result of a questionnaire version comes to the same person's long result,
 * as measured by the validity benchmark (content's agreement files), ready for a sentence.
 */
export function agreementFigures(version: string, locale: Locale): AgreementFigures | null {
  const measured = agreement[version];
  if (!measured) return null;
  return {
    people: new Intl.NumberFormat(`${locale}-CH`).format(measured.people),
    within: Math.round(measured.withinShare * 100),
    difference: Math.round(measured.meanAbsoluteDifference * 100),
  };
}
