import type { VersionValidity } from './validity';

/**
 * What the short and the long version must reach in the validity benchmark (docs/decisions/0035),
 * for the served version: agreement on the model's people, one-answer ranges on the model's
 * people and on random answerers alike (the wider of the two counts).
 */
export const VALIDITY_TARGETS = {
  /** Short against long: mean absolute difference at most. */
  meanAbsoluteDifference: 0.1,
  /** Short against long: share of values within 0.1 at least. */
  withinShare: 0.6,
  /** One-answer range of the short result, worst value, at most. */
  shortRangeWorst: 0.45,
  /** One-answer range of the long result, worst value, at most. */
  longRangeWorst: 0.3,
} as const;

/** One target with the figure measured and whether it holds. */
export interface TargetCheck {
  target: keyof typeof VALIDITY_TARGETS;
  limit: number;
  measured: number;
  holds: boolean;
}

/** The targets checked against a version's figures. */
export function checkTargets(validity: VersionValidity): TargetCheck[] {
  const { modelPeople, randomPeople } = validity;
  const worst = (part: 'shortRange' | 'longRange') =>
    Math.max(modelPeople[part].worst.width, randomPeople[part].worst.width);
  const measured: Record<keyof typeof VALIDITY_TARGETS, number> = {
    meanAbsoluteDifference: modelPeople.agreement.meanAbsoluteDifference,
    withinShare: modelPeople.agreement.withinShare,
    shortRangeWorst: worst('shortRange'),
    longRangeWorst: worst('longRange'),
  };
  return (Object.keys(VALIDITY_TARGETS) as (keyof typeof VALIDITY_TARGETS)[]).map((target) => {
    const limit = VALIDITY_TARGETS[target];
    const value = measured[target];
    const holds = target === 'withinShare' ? value >= limit : value <= limit;
    return { target, limit, measured: value, holds };
  });
}
