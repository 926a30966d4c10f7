import type { ScoreVector } from '../questionnaire/types';

/**
 * The correction offsets of a questionnaire version (product.md §9): twelve offsets for a result of the
 * short version and twelve for one whose long version was attempted; zero leaves a dimension
 * uncorrected.
 */
export interface Correction {
  short: ScoreVector;
  long: ScoreVector;
}

/** The specification's correction vectors (product.md §9): the offsets of questionnaire 2026.1. */
export const SPEC_CORRECTION: Correction = Object.freeze({
  short: Object.freeze([0.431, 0.482, 0.421, 0.424, 0.432, 0.485, 0.591, 0.491, 0, 0, 0, 0]),
  long: Object.freeze([0.429, 0.436, 0.41, 0.456, 0.447, 0.516, 0.558, 0.467, 0, 0, 0, 0]),
});

/**
 * The offsets a version corrects its results with: its own when it carries them (every version
 * after 2026.1), else the specification's vectors (2026.1, published before offsets were data).
 */
export function correctionOf(questionnaire: { readonly correction?: Correction }): Correction {
  return questionnaire.correction ?? SPEC_CORRECTION;
}

/** The offsets that apply to one result (product.md §9): long when the long version was attempted. */
export function offsetsFor(correction: Correction, longVersionAttempted: boolean): ScoreVector {
  return longVersionAttempted ? correction.long : correction.short;
}
