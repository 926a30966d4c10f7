import { numberedName } from '../questionnaire/score-names';
import { groupCross, type GroupCross } from './group-cross';

/** An interval of values, both ends included, with its width. */
export interface ValueInterval {
  low: number;
  high: number;
  width: number;
}

/**
 * What a group's published figures tell about one member to someone who knows everything else:
 * the other members' scores (members of their own making, say) and how figures are computed. It
 * tries every value the member could have in one dimension (0..1 in thousandths) and keeps the
 * contiguous run around the true value that gives the same figures of that dimension. `width`
 * counts the thousandths in it, so a half-open band [0.2, 0.4) has the width 0.2.
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
  const shown = figures(published);
  const consistent = (thousandths: number) => {
    const candidate = [...member];
    candidate[dimension] = thousandths / 1000;
    return figures(groupCross([...others, candidate])) === shown;
  };
  const truth = Math.round((member[dimension] ?? 0) * 1000);
  if (!consistent(truth)) throw new Error('the figures were not computed from these members');
  let low = truth;
  let high = truth;
  while (low > 0 && consistent(low - 1)) low -= 1;
  while (high < 1000 && consistent(high + 1)) high += 1;
  return { low: low / 1000, high: high / 1000, width: (high - low + 1) / 1000 };
}
