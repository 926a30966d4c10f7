import { describe, expect, it } from 'vitest';
import { scored } from '../testing/factories';
import { correctionOf, offsetsFor, SPEC_CORRECTION, type Correction } from './correction';
import { scoreAnswerSet } from './score-answer-set';

const own: Correction = {
  short: [0.3, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0],
  long: [0.6, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0],
};

describe('correction offsets of a version', () => {
  it('are the specification vectors for a version without its own (2026.1)', () => {
    expect(correctionOf({})).toBe(SPEC_CORRECTION);
    expect(offsetsFor(SPEC_CORRECTION, false)[6]).toBe(0.591);
    expect(offsetsFor(SPEC_CORRECTION, true)[6]).toBe(0.558);
  });

  it('are the version’s own when it carries them, per part', () => {
    expect(correctionOf({ correction: own })).toBe(own);
    expect(offsetsFor(own, false)).toBe(own.short);
    expect(offsetsFor(own, true)).toBe(own.long);
  });

  it('decide the scores: the same answers score by the offsets given', () => {
    // curiosity: user 0 of -2..2 -> p = 0.5; short 2 * (0.5 - 0.3) + 0.5 = 0.9, long 0.3.
    const q = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: 0 }, { curiosity: -2 }] });
    const score = (correction: Correction, longVersionAttempted: boolean) =>
      scoreAnswerSet({ questions: [q], answerIds: [12], longVersionAttempted, correction })
        .scores[0];
    expect(score(own, false)).toBe(0.9);
    expect(score(own, true)).toBe(0.3);
    expect(score(SPEC_CORRECTION, false)).toBe(0.638);
  });
});
