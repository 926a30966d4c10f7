import { DIMENSION_COUNT } from '@values-cross/core';
import { CrossShape } from './CrossShape';
import './CrossKey.css';

/** Long arms, so that each name stands at the end of its arm. */
const KEY_SCORES: readonly number[] = new Array<number>(DIMENSION_COUNT).fill(0.9);

/**
 * Which arm is which: the plain cross with each value's name at its side of an arm, beside a
 * cross that has none (the result's own keeps its animation unlabelled; history's are small).
 * Decorative for assistive technology: the values are named in the tables beside it. Drawn in a
 * `.cross-key` box, which holds its place while it loads.
 */
export function CrossKey() {
  return <CrossShape scores={KEY_SCORES} showLabels className="cross--key" />;
}
