// Making a result's cross record from its scores: the server for every result, a device for a
// result it scored offline (decision 0059). Apart from swiss-cross.ts, which the pages that only
// read a record use.
import type { PublicCross, SwissCross } from './swiss-cross';

/** The swissCross fields of a result (product.md §3): score{n} = scores[n-1], missing scores as 0.5. */
export function scoresToSwissCross(
  code: string,
  scores: readonly number[],
  owner: number | null,
): SwissCross {
  return { answerSet: code, ...publicCross(scores), owner };
}

/** The public form of a cross: what consent to show one's cross covers, nothing that leads further. */
export function publicCross(scores: readonly number[]): PublicCross {
  const s = (n: number): number => scores[n - 1] ?? 0.5;
  return {
    score1: s(1),
    score2: s(2),
    score3: s(3),
    score4: s(4),
    score5: s(5),
    score6: s(6),
    score7: s(7),
    score8: s(8),
    score9: s(9),
    score10: s(10),
    score11: s(11),
    score12: s(12),
  };
}
