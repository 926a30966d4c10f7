import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from './dimensions';
import {
  numberedName,
  SCORE_NAMES,
  VALUE_COUNT,
  VALUE_SCORE_NAMES,
  valueScoreName,
} from './score-names';
import { DIMENSION_COUNT } from './types';

describe('score names', () => {
  it('names every dimension once, in scoring order, and the values first', () => {
    expect(SCORE_NAMES).toHaveLength(DIMENSION_COUNT);
    expect(SCORE_NAMES[0]).toBe('score1');
    expect(SCORE_NAMES.at(-1)).toBe(`score${DIMENSION_COUNT}`);
    expect(new Set(SCORE_NAMES).size).toBe(DIMENSION_COUNT);
    expect(VALUE_DIMENSIONS.map(({ index }) => index)).toEqual(
      Array.from({ length: VALUE_COUNT }, (_, index) => index),
    );
    expect(VALUE_SCORE_NAMES).toEqual(VALUE_DIMENSIONS.map(({ index }) => `score${index + 1}`));
    expect(numberedName('sum', 11)).toBe('sum12');
    expect(valueScoreName(7)).toBe('score8');
    expect(() => valueScoreName(VALUE_COUNT)).toThrow(RangeError);
  });

  it('refuses an index outside the dimensions', () => {
    for (const index of [-1, DIMENSION_COUNT, 1.5]) {
      expect(() => numberedName('score', index)).toThrow(RangeError);
    }
  });
});
