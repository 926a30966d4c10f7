import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS, type DimensionKey } from '../questionnaire/dimensions';
import {
  profileKindKey,
  profilePhraseKey,
  verbalProfile,
  type VerbalProfile,
} from './verbal-profile';

/** Twelve scores: 0.5 everywhere except the named dimensions. */
const scores = (named: Partial<Record<DimensionKey, number>> = {}): number[] =>
  DIMENSION_KEYS.map((key) => named[key] ?? 0.5);

describe('verbalProfile (product.md §1, §4), thresholds strong >= 0.7, weak <= 0.3, extreme 3 x (>= 0.85 | <= 0.15)', () => {
  it.each<[string, number[], VerbalProfile]>([
    [
      'all at 0.5',
      scores(),
      { kind: 'balanced', strong: [], weak: [], unmeasured: [], leaning: { high: [], low: [] } },
    ],
    [
      'just inside the thresholds',
      scores({ curiosity: 0.69, power: 0.31 }),
      {
        kind: 'balanced',
        strong: [],
        weak: [],
        unmeasured: [],
        leaning: { high: ['curiosity'], low: ['power'] },
      },
    ],
    [
      'on the thresholds',
      scores({ curiosity: 0.7, power: 0.3 }),
      {
        kind: 'mixed',
        strong: ['curiosity'],
        weak: ['power'],
        unmeasured: [],
        leaning: { high: [], low: [] },
      },
    ],
    [
      'one strong dimension',
      scores({ nature: 0.75 }),
      {
        kind: 'mixed',
        strong: ['nature'],
        weak: [],
        unmeasured: [],
        leaning: { high: [], low: [] },
      },
    ],
    [
      'sorted by distance from 0.5',
      scores({ technology: 0.8, nature: 0.95, loyalty: 0.7, origin: 0.2, freedom: 0 }),
      {
        kind: 'mixed',
        strong: ['nature', 'technology', 'loyalty'],
        weak: ['freedom', 'origin'],
        unmeasured: [],
        leaning: { high: [], low: [] },
      },
    ],
    [
      'two extreme dimensions are not enough',
      scores({ curiosity: 0.9, technology: 0.1 }),
      {
        kind: 'mixed',
        strong: ['curiosity'],
        weak: ['technology'],
        unmeasured: [],
        leaning: { high: [], low: [] },
      },
    ],
    [
      'three extreme dimensions',
      scores({ curiosity: 0.9, technology: 0.1, equality: 0.85 }),
      {
        kind: 'extreme',
        strong: ['curiosity', 'equality'],
        weak: ['technology'],
        unmeasured: [],
        leaning: { high: [], low: [] },
      },
    ],
    [
      'the internal dimensions do not count',
      scores({ openness: 1, security: 0, sociability: 1, optimism: 0 }),
      { kind: 'balanced', strong: [], weak: [], unmeasured: [], leaning: { high: [], low: [] } },
    ],
    [
      'non-finite scores count as 0.5',
      scores({ curiosity: NaN, power: Infinity }),
      { kind: 'balanced', strong: [], weak: [], unmeasured: [], leaning: { high: [], low: [] } },
    ],
  ])('%s', (_, s, expected) => {
    expect(verbalProfile({ scores: s, longVersionStarted: true })).toEqual(expected);
    expect(verbalProfile({ scores: s, longVersionStarted: false })).toEqual(expected);
  });

  const balanced = scores();
  const extreme = scores({ origin: 1, nature: 0, freedom: 0.9 });
  it.each<[string, number[], number[], boolean, VerbalProfile['kind']]>([
    ['short version extreme, long not started', balanced, extreme, false, 'extreme'],
    ['short version extreme, long started', balanced, extreme, true, 'balanced'],
    ['full result extreme, short not, long not started', extreme, balanced, false, 'mixed'],
    ['full result extreme, short not, long started', extreme, balanced, true, 'extreme'],
  ])('product.md §4 extreme check: %s -> %s', (_, full, short, longVersionStarted, kind) => {
    expect(
      verbalProfile({ scores: full, shortVersionScores: short, longVersionStarted }).kind,
    ).toBe(kind);
  });
});

describe('verbalProfile with unmeasured values (decision 0045)', () => {
  const at = (named: Partial<Record<DimensionKey, boolean>>): boolean[] =>
    DIMENSION_KEYS.map((key) => named[key] ?? true);

  it('says no trait of a value that was not measured, however high or low', () => {
    const profile = verbalProfile({
      scores: scores({ curiosity: 1, technology: 0, nature: 0.8 }),
      measured: at({ curiosity: false, technology: false }),
      longVersionStarted: true,
    });
    expect(profile).toEqual({
      kind: 'mixed',
      strong: ['nature'],
      weak: [],
      unmeasured: ['curiosity', 'technology'],
      leaning: { high: [], low: [] },
    });
  });

  it('counts only measured values as extreme', () => {
    const extremes = scores({ curiosity: 1, technology: 0, equality: 1 });
    expect(verbalProfile({ scores: extremes, longVersionStarted: true }).kind).toBe('extreme');
    const oneUnread = at({ equality: false });
    expect(
      verbalProfile({ scores: extremes, measured: oneUnread, longVersionStarted: true }).kind,
    ).toBe('mixed');
  });

  it('is unmeasured when no value was measured', () => {
    const none = DIMENSION_KEYS.map(() => false);
    const profile = verbalProfile({ scores: scores(), measured: none, longVersionStarted: false });
    expect(profile.kind).toBe('unmeasured');
    expect(profile.unmeasured).toHaveLength(8);
  });
});

describe('leanings (decision 0045)', () => {
  it('names the measured values a little above or below the middle, furthest first', () => {
    const profile = verbalProfile({
      scores: scores({ curiosity: 0.6, nature: 0.69, power: 0.4, origin: 0.31, loyalty: 0.59 }),
      measured: DIMENSION_KEYS.map((key) => key !== 'origin'),
      longVersionStarted: true,
    });
    expect(profile.kind).toBe('balanced');
    expect(profile.leaning).toEqual({ high: ['nature', 'curiosity'], low: ['power'] });
  });
});

describe('message keys', () => {
  it.each([
    ['curiosity', 'strong', 'profile.strong.curiosity'],
    ['power', 'weak', 'profile.weak.power'],
  ] as const)('%s %s -> %s', (dimension, polarity, key) => {
    expect(profilePhraseKey(dimension, polarity)).toBe(key);
  });

  it('names the kind sentence', () => {
    expect(profileKindKey('balanced')).toBe('profile.kind.balanced');
  });
});
