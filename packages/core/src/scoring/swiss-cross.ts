// A result's cross as a record (product.md §3): apart from scoring, so the pages that only show
// a cross do not carry the rules that score one.

/** The swissCross record posted with an answer set (product.md §3, §7): score1..score12 and owner. */
export interface SwissCross {
  /** The answer set's code. */
  answerSet: string;
  score1: number;
  score2: number;
  score3: number;
  score4: number;
  score5: number;
  score6: number;
  score7: number;
  score8: number;
  score9: number;
  score10: number;
  score11: number;
  score12: number;
  /** The owning user's id, or null for an anonymous result. */
  owner: number | null;
}

/** A cross as it is shown in public (gallery, compare): the twelve scores, no code, no owner. */
export type PublicCross = Omit<SwissCross, 'answerSet' | 'owner'>;

/** The twelve scores of a swissCross record, score1 first (product.md §3; inverse of scoresToSwissCross). */
export function swissCrossToScores(cross: PublicCross): number[] {
  return [
    cross.score1,
    cross.score2,
    cross.score3,
    cross.score4,
    cross.score5,
    cross.score6,
    cross.score7,
    cross.score8,
    cross.score9,
    cross.score10,
    cross.score11,
    cross.score12,
  ];
}
