import { intervalConsistentWith, type ValueInterval } from '../privacy/disclosure';
import { numberedName } from '../questionnaire/score-names';
import { groupCross, type GroupCross } from './group-cross';

/**
 * What a group's published figures tell about one member to someone who knows every other
 * member (members of their own making, say): the run of values in one dimension that gives the
 * same figures (see intervalConsistentWith).
 */
export function valuesConsistentWith(
  published: GroupCross,
  others: readonly (readonly number[])[],
  member: readonly number[],
  dimension: number,
): ValueInterval {
  const key = numberedName('score', dimension);
  const figures = (cross: GroupCross) =>
    JSON.stringify([cross.average?.[key] ?? null, cross.spread?.[key] ?? null]);
  const truth = member[dimension] ?? 0;
  const withValue = (value: number) => {
    const candidate = [...member];
    candidate[dimension] = value;
    return figures(groupCross([...others, candidate]));
  };
  if (withValue(truth) !== figures(published)) {
    throw new Error('the figures were not computed from these members');
  }
  return intervalConsistentWith(withValue, truth);
}
