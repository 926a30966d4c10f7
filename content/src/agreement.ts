import a2026_1 from '../agreement/2026.1.json' with { type: 'json' };
import a2027_1 from '../agreement/2027.1.json' with { type: 'json' };

/**
 * How close a short result comes to the same person's long result per version, measured by the
 * validity benchmark on simulated people who answer both (tools/validity): the share of values
 * within 0.1 and the mean absolute difference, 0..1. Written by `npm run content:check`.
 */
export interface VersionAgreement {
  people: number;
  withinShare: number;
  meanAbsoluteDifference: number;
}

const agreementOf = (file: VersionAgreement): VersionAgreement => ({
  people: file.people,
  withinShare: file.withinShare,
  meanAbsoluteDifference: file.meanAbsoluteDifference,
});

/** The short version's agreement with the long one, by version string. */
export const agreement: Readonly<Record<string, VersionAgreement>> = Object.freeze({
  '2026.1': agreementOf(a2026_1),
  '2027.1': agreementOf(a2027_1),
});
