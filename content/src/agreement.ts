import a2026_1 from '../agreement/2026.1.json' with { type: 'json' };
import a2027_1 from '../agreement/2027.1.json' with { type: 'json' };
import a2027_2 from '../agreement/2027.2.json' with { type: 'json' };

/** The lowest and the highest of a figure over the benchmark's answering habits. */
export interface AgreementRange {
  low: number;
  high: number;
}

/**
 * How close a short result comes to the same person's long result per version, measured by the
 * validity benchmark on simulated people who answer both (tools/validity), under each of a grid
 * of answering habits: `people` per habit, and over the habits the lowest and highest share of
 * values within 0.1 and mean absolute difference, 0..1. Written by `npm run content:check`.
 */
export interface VersionAgreement {
  people: number;
  habits: number;
  withinShare: AgreementRange;
  meanAbsoluteDifference: AgreementRange;
}

const agreementOf = (file: VersionAgreement): VersionAgreement => ({
  people: file.people,
  habits: file.habits,
  withinShare: file.withinShare,
  meanAbsoluteDifference: file.meanAbsoluteDifference,
});

/** The short version's agreement with the long one, by version string. */
export const agreement: Readonly<Record<string, VersionAgreement>> = Object.freeze({
  '2026.1': agreementOf(a2026_1),
  '2027.1': agreementOf(a2027_1),
  '2027.2': agreementOf(a2027_2),
});
