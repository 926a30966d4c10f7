import type { Agreement, Questionnaire } from '@values-cross/core';
import { VALIDITY_PEOPLE, VALIDITY_SEED, versionAgreement } from './validity';

/**
 * What a version ships about how close its short results come to long ones: the benchmark's
 * agreement on the model's people (agreement/<version>.json, read by the web app through
 * src/firmness.ts), written by npm run content:check.
 */
export interface AgreementFile {
  version: string;
  /** Simulated people and the seed they were drawn with. */
  people: number;
  seed: number;
  /** Mean absolute difference of a short from the same person's long result, 3 decimals. */
  meanAbsoluteDifference: number;
  /** Share of values whose short result lies within 0.1 of the long one, 3 decimals. */
  withinShare: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** A version's agreement file, measured now (or from the benchmark's model people, the same). */
export function agreementFile(
  questionnaire: Questionnaire,
  agreement: Agreement = versionAgreement(questionnaire),
): AgreementFile {
  return {
    version: questionnaire.version,
    people: VALIDITY_PEOPLE,
    seed: VALIDITY_SEED,
    meanAbsoluteDifference: round3(agreement.meanAbsoluteDifference),
    withinShare: round3(agreement.withinShare),
  };
}

/** The shipped file of a version's agreement. */
export function agreementFileName(version: string): string {
  return `agreement/${version}.json`;
}
