import { DIMENSION_COUNT } from './types';

/** The numbers 1..N as a union type. */
type UpTo<N extends number, Counted extends number[] = []> = Counted['length'] extends N
  ? Counted[number]
  : UpTo<N, [...Counted, [...Counted, unknown]['length'] & number]>;

/** The number of a score dimension in stored names: 1..DIMENSION_COUNT. */
export type DimensionNumber = UpTo<typeof DIMENSION_COUNT>;
/** A name numbered by score dimension: `score1`…`score12`, `sum1`…`sum12`. */
export type Numbered<P extends string> = `${P}${DimensionNumber}`;
/** The name of a stored score (product.md: swissCross score1..score12). */
export type ScoreName = Numbered<'score'>;

/** How many of the dimensions are values on the cross (they come first in scoring order). */
export const VALUE_COUNT = 8;
/** `score1`…`score8`: the names of the eight values shown on the cross. */
export type ValueScoreName = `score${UpTo<typeof VALUE_COUNT>}`;

/** The name numbered `prefix` of the dimension at a 0-based index (0 -> `score1`). */
export function numberedName<P extends string>(prefix: P, index: number): Numbered<P> {
  if (!Number.isInteger(index) || index < 0 || index >= DIMENSION_COUNT) {
    throw new RangeError(`no score dimension at index ${index}`);
  }
  return `${prefix}${index + 1}` as Numbered<P>;
}

/** The name of the value at a 0-based index among the values (0 -> `score1`, 7 -> `score8`). */
export function valueScoreName(index: number): ValueScoreName {
  if (index >= VALUE_COUNT) throw new RangeError(`no value at index ${index}`);
  return numberedName('score', index) as ValueScoreName;
}

/** The names numbered `prefix` of every dimension, in scoring order. */
export function numberedNames<P extends string>(prefix: P): readonly Numbered<P>[] {
  return Array.from({ length: DIMENSION_COUNT }, (_, index) => numberedName(prefix, index));
}

/** `score1`…`score12`, in scoring order. */
export const SCORE_NAMES: readonly ScoreName[] = numberedNames('score');
/** `score1`…`score8`: the values on the cross, in scoring order. */
export const VALUE_SCORE_NAMES = SCORE_NAMES.slice(0, VALUE_COUNT) as readonly ValueScoreName[];
