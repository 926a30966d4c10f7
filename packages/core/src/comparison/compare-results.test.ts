import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { scored, type ScoringSpec } from '../testing/factories';
import { compareResults, type ComparedResult } from './compare-results';

// Five agree-scale questions loading curiosity and power in both directions.
const five: ScoringSpec[] = [-2, -1, 0, 1, 2].map((n) => ({ curiosity: n, power: -n }));
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const older = ids(1, 8).map((id) => scored({ id, scorings: five, inNexpresso: id <= 5 }));
// The newer version keeps the eight (same ids, same scorings), adds two, and moves the short set.
const newer = ids(1, 10).map((id) => scored({ id, scorings: five, inNexpresso: id >= 3 }));
/** The answer ids choosing answer `a` (1..5) of each question from `from` to `to`. */
const choose = (from: number, to: number, a: number) => ids(from, to).map((q) => q * 10 + a);
const oldCorrection = { short: Array(12).fill(0.45), long: Array(12).fill(0.41) };
const newCorrection = { short: Array(12).fill(0.52), long: Array(12).fill(0.5) };

const result = (
  version: 'old' | 'new',
  answerIds: number[],
  longVersionAttempted = false,
): ComparedResult => ({
  questionnaireVersion: version === 'old' ? '2026.1' : '2027.1',
  longVersionAttempted,
  answerIds,
  questions: version === 'old' ? older : newer,
  correction: version === 'old' ? oldCorrection : newCorrection,
});

describe('compareResults', () => {
  it('reads the same answers in two versions as no change, though their own scores differ', () => {
    const mixed = [13, 24, 33, 44, 52, 63, 74, 83];
    const earlier = result('old', mixed, true);
    const later = result('new', [...mixed.slice(2), 94, 102]);
    // Their own scores differ: other offsets and other questions.
    expect(scoreAnswerSet({ ...earlier, correction: oldCorrection }).scores[0]).not.toBe(
      scoreAnswerSet({ ...later, correction: newCorrection }).scores[0],
    );
    const comparison = compareResults(earlier, later);
    expect(comparison.basis).toEqual({ kind: 'shared', version: '2027.1', questions: 6 });
    expect(comparison.earlier).toEqual(comparison.later);
    for (const change of comparison.changes) {
      expect(change.points).toBe(0);
      // Only curiosity and power are loaded; the other values no answer measures.
      const loaded = change.dimension === 'curiosity' || change.dimension === 'power';
      expect(change.verdict).toBe(loaded ? 'aboutSame' : 'unmeasured');
    }
  });

  it('holds for any answers: equal answers to the shared questions never read as a change', () => {
    const answer = (q: number) => fc.integer({ min: 1, max: 5 }).map((a) => q * 10 + a);
    fc.assert(
      fc.property(
        fc.tuple(...ids(3, 8).map(answer)),
        fc.tuple(answer(9), answer(10)),
        fc.boolean(),
        (shared, added, long) => {
          const comparison = compareResults(
            result('old', shared, long),
            result('new', [...shared, ...added], !long),
          );
          expect(comparison.basis.kind).toBe('shared');
          expect(comparison.changes.every((c) => c.points === 0)).toBe(true);
          expect(comparison.changes.some((c) => c.verdict.startsWith('clearly'))).toBe(false);
        },
      ),
    );
  });

  it('sees a change in the shared answers on that basis', () => {
    const comparison = compareResults(
      result('old', choose(1, 5, 1)),
      result('new', choose(3, 10, 5)),
    );
    // Questions 3 to 5, scored by the newer key: curiosity from the lowest to the highest.
    expect(comparison.basis).toMatchObject({ kind: 'shared', questions: 3 });
    expect(comparison.changes[0]).toMatchObject({ before: 0, after: 100, points: 100 });
  });

  it('compares one version and part as each was scored', () => {
    const earlier = result('new', choose(3, 10, 2));
    const later = result('new', choose(3, 10, 4));
    const comparison = compareResults(earlier, later);
    expect(comparison.basis).toEqual({ kind: 'own' });
    expect(comparison.earlier).toEqual(scoreAnswerSet(earlier).scores);
    expect(comparison.later).toEqual(scoreAnswerSet(later).scores);
  });

  it('tells the long version of the same answers apart, scored as each was', () => {
    const earlier = result('new', choose(3, 10, 2));
    const later = result('new', [...choose(3, 10, 2), 15, 25], true);
    const comparison = compareResults(earlier, later);
    expect(comparison.basis).toEqual({ kind: 'moreAnswered' });
    expect(comparison.later).toEqual(scoreAnswerSet(later).scores);
  });

  it('cannot compare two results without a question answered in both', () => {
    const comparison = compareResults(result('old', [11]), result('new', choose(3, 10, 3)));
    expect(comparison.basis).toEqual({ kind: 'none' });
    expect(comparison.changes).toEqual([]);
  });

  it('says a value no shared answer measures is unmeasured, not a change', () => {
    // One shared question: fewer than two answers bear on any value.
    const comparison = compareResults(result('old', [31]), result('new', [35, 55]));
    expect(comparison.basis).toMatchObject({ kind: 'shared', questions: 1 });
    expect(comparison.changes[0]?.verdict).toBe('unmeasured');
  });
});
