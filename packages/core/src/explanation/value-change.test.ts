import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import { answeredMoreOnly, valueChanges, type RangedScores } from './value-change';

const ranged = (score: number, low: number, high: number): RangedScores => ({
  scores: Array.from({ length: 12 }, () => score),
  ranges: new Map(VALUE_DIMENSIONS.map(({ index }) => [index, { low, high }])),
});

describe('valueChanges', () => {
  it('calls a change clear only beyond both one-answer ranges', () => {
    const [change] = valueChanges(ranged(0.3, 0.2, 0.4), ranged(0.6, 0.5, 0.7));
    expect(change).toMatchObject({ before: 30, after: 60, points: 30, verdict: 'clearlyMore' });
    // One answer could move it 10 points up in either result: 30 is beyond.
    expect(change?.reach).toBe(10);
    expect(valueChanges(ranged(0.6, 0.5, 0.7), ranged(0.3, 0.2, 0.4))[0]?.verdict).toBe(
      'clearlyLess',
    );
  });

  it('calls a change within either range about the same, however many points', () => {
    // Later value within the earlier's wide range: one answer could move it 40 points up.
    const [within] = valueChanges(ranged(0.3, 0.1, 0.7), ranged(0.6, 0.5, 0.7));
    expect(within).toMatchObject({ points: 30, verdict: 'aboutSame', reach: 40 });
    // Earlier value within the later's wide range.
    expect(valueChanges(ranged(0.3, 0.2, 0.4), ranged(0.6, 0.2, 0.8))[0]?.verdict).toBe(
      'aboutSame',
    );
    // No ranges: never clear.
    const bare = { scores: ranged(0.1, 0, 0).scores, ranges: new Map() };
    expect(valueChanges(bare, { ...bare, scores: ranged(0.9, 0, 0).scores })[0]?.verdict).toBe(
      'aboutSame',
    );
  });

  it('reads no change from a value either result did not measure, however far it moved', () => {
    const measured = VALUE_DIMENSIONS.map((_, i) => i !== 0);
    const earlier = { ...ranged(0.1, 0.05, 0.15), measured };
    const [first, second] = valueChanges(earlier, ranged(0.9, 0.85, 0.95));
    expect(first).toMatchObject({ points: 80, verdict: 'unmeasured', reach: null });
    expect(second?.verdict).toBe('clearlyMore');
  });

  it('names the eight values in order, and a clear change always has the sign of its points', () => {
    const arbRanged = fc
      .tuple(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 0.3, noNaN: true }),
      )
      .map(([score, half]) => ranged(score, Math.max(0, score - half), Math.min(1, score + half)));
    fc.assert(
      fc.property(arbRanged, arbRanged, (earlier, later) => {
        const changes = valueChanges(earlier, later);
        expect(changes.map((c) => c.dimension)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
        for (const change of changes) {
          // A change is clear exactly when it is larger than what one answer can move.
          if (change.verdict === 'aboutSame')
            expect(Math.abs(change.points)).toBeLessThanOrEqual((change.reach ?? 0) + 1);
          else expect(Math.abs(change.points)).toBeGreaterThanOrEqual((change.reach ?? 0) - 1);
          if (change.verdict === 'clearlyMore') expect(change.points).toBeGreaterThanOrEqual(0);
          if (change.verdict === 'clearlyLess') expect(change.points).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

describe('answeredMoreOnly', () => {
  const short = {
    questionnaireVersion: '2027.1',
    longVersionAttempted: false,
    answerIds: [1, 5, 9],
  };
  const long = { ...short, longVersionAttempted: true, answerIds: [1, 5, 9, 14, 20] };
  it('tells the long version after the short one of the same answers', () => {
    expect(answeredMoreOnly(short, long)).toBe(true);
  });
  it('is a change when an answer differs, the version differs, or the order is not short → long', () => {
    expect(answeredMoreOnly(short, { ...long, answerIds: [1, 6, 9, 14, 20] })).toBe(false);
    expect(answeredMoreOnly(short, { ...long, questionnaireVersion: '2026.1' })).toBe(false);
    expect(answeredMoreOnly(long, short)).toBe(false);
    expect(answeredMoreOnly(short, { ...short, answerIds: [1, 5, 9, 14] })).toBe(false);
    expect(answeredMoreOnly(long, { ...long, answerIds: [...long.answerIds, 30] })).toBe(false);
    expect(answeredMoreOnly({ ...short, answerIds: [] }, long)).toBe(false);
    expect(answeredMoreOnly(short, { ...long, answerIds: [1, 5, 9] })).toBe(false);
  });
});
