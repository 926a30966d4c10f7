/**
 * How firm a value is, said in words for easy reading: how far one different answer could move
 * it (its one-answer range, from low to high), without figures (decision 0037).
 */
export type FirmnessInWords = 'little' | 'some' | 'much';

/** A range narrower than this moves the value only a little (0.15 = 15 points). */
export const LITTLE_REACH = 0.15;
/** A range this wide or wider moves the value a lot. */
export const MUCH_REACH = 0.3;

/** The words for a one-answer range: little below 15 points, a lot from 30 points. */
export function firmnessInWords(range: { low: number; high: number }): FirmnessInWords {
  const width = Math.round((range.high - range.low) * 100) / 100;
  if (width < LITTLE_REACH) return 'little';
  if (width < MUCH_REACH) return 'some';
  return 'much';
}
