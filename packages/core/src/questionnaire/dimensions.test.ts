import { describe, expect, it } from 'vitest';
import {
  CHAPTER_KEYS,
  DIMENSIONS,
  VALUE_DIMENSIONS,
  chapterKeyOf,
  chapterNumberOf,
} from './dimensions';

describe('DIMENSIONS', () => {
  it.each([
    [0, 'curiosity', true, 'there'],
    [1, 'technology', true, 'there'],
    [2, 'equality', true, 'we'],
    [3, 'loyalty', true, 'we'],
    [4, 'origin', true, 'here'],
    [5, 'nature', true, 'here'],
    [6, 'freedom', true, 'me'],
    [7, 'power', true, 'me'],
    [8, 'openness', false, null],
    [9, 'security', false, null],
    [10, 'sociability', false, null],
    [11, 'optimism', false, null],
  ])('dimension %i is %s (shown %s, arm %s)', (index, key, shown, arm) => {
    expect(DIMENSIONS[index]).toEqual({ index, key, shown, arm });
  });

  it('has exactly twelve dimensions, eight of them shown, two per arm', () => {
    expect(DIMENSIONS).toHaveLength(12);
    expect(VALUE_DIMENSIONS.map((d) => d.key)).toEqual([
      'curiosity',
      'technology',
      'equality',
      'loyalty',
      'origin',
      'nature',
      'freedom',
      'power',
    ]);
    for (const chapter of CHAPTER_KEYS) {
      expect(DIMENSIONS.filter((d) => d.arm === chapter)).toHaveLength(2);
    }
  });
});

describe('chapters', () => {
  it('are here, there, me and we', () => {
    expect(CHAPTER_KEYS).toEqual(['here', 'there', 'me', 'we']);
  });

  it.each([
    [1, 'here'],
    [2, 'there'],
    [3, 'me'],
    [4, 'we'],
  ] as const)('chapter %i is %s and back', (n, key) => {
    expect(chapterKeyOf(n)).toBe(key);
    expect(chapterNumberOf(key)).toBe(n);
  });

  it.each([0, 5, -1, 1.5])('chapter number %s has no key', (n) => {
    expect(chapterKeyOf(n)).toBeNull();
  });
});
