import { compareVersions } from '../../src/index';
import { BALANCED_FROM } from '../check-balance';
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

/**
 * What the habits of lists may move a value's mean short result at most (issue 53): options
 * favoured by their place, and three ticks instead of one. Binding from LIST_TARGETS_FROM on,
 * the first version whose lists can lower a value as well as raise it; reported before.
 */
export const LIST_TARGETS = {
  /** Options favoured by their place (lists in each person's own order): largest change. */
  primacy: 0.02,
  /** Three ticks instead of one on every list: largest change. */
  threeVsOne: 0.05,
} as const;

/** The first version the list targets bind: the first whose short lists are balanced. */
export const LIST_TARGETS_FROM = BALANCED_FROM;

/** One target with the figure measured and whether it holds. */
export interface TargetCheck {
  target: keyof typeof VALIDITY_TARGETS | keyof typeof LIST_TARGETS;
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

/** The list targets against a version's figures, and whether they bind it yet. */
export function checkListTargets(
  validity: VersionValidity,
): (TargetCheck & { binding: boolean })[] {
  const binding = compareVersions(validity.version, LIST_TARGETS_FROM) >= 0;
  return (Object.keys(LIST_TARGETS) as (keyof typeof LIST_TARGETS)[]).map((target) => {
    const limit = LIST_TARGETS[target];
    const value = validity.lists[target];
    return { target, limit, measured: value, holds: value <= limit, binding };
  });
}
