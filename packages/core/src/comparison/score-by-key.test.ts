import { describe, expect, it } from 'vitest';
import { ruleOffsets } from '../scoring/random-answerer';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { scored, type ScoringSpec } from '../testing/factories';
import { scoreByKey } from './score-by-key';

const five: ScoringSpec[] = [-2, -1, 0, 1, 2].map((n) => ({ curiosity: n, power: -n }));
const lopsided: ScoringSpec[] = [0, 1, 2, 2].map((n) => ({ curiosity: n }));
const older = [1, 2, 3].map((id) =>
  scored({ id, scorings: id === 3 ? lopsided : five, inNexpresso: id <= 2 }),
);
const newer = [
  ...[1, 2, 3].map((id) =>
    scored({ id, scorings: id === 3 ? lopsided : five, inNexpresso: id >= 2 }),
  ),
  scored({ id: 4, scorings: five, inNexpresso: true }),
];
const ruleCorrection = (questions: typeof newer, long: boolean) => {
  const offsets = ruleOffsets(long ? questions : questions.filter((q) => q.inNexpresso));
  return { short: offsets, long: offsets };
};

describe('scoreByKey', () => {
  it('scores a result of the key’s own version as it was scored, when that version follows the rule', () => {
    for (const [answerIds, long] of [
      [[24, 31, 43], false],
      [[11, 25, 32, 44], true],
      [[25, 44], false],
    ] as const) {
      const stored = scoreAnswerSet({
        questions: newer,
        answerIds,
        longVersionAttempted: long,
        correction: ruleCorrection(newer, long),
      }).scores;
      expect(
        scoreByKey(newer, { questions: newer, answerIds, longVersionAttempted: long }),
      ).toEqual(stored);
    }
  });

  it('scores the same answers of another version as the key scores them, with the offsets of that result’s part', () => {
    // The older short part is questions 1 and 2: corrected for those two, by the newer key.
    const byKey = scoreByKey(newer, {
      questions: older,
      answerIds: [14, 24],
      longVersionAttempted: false,
    });
    const offsets = ruleOffsets(newer.filter((q) => q.id <= 2));
    expect(byKey).toEqual(
      scoreAnswerSet({
        questions: newer,
        answerIds: [14, 24],
        longVersionAttempted: false,
        correction: { short: offsets, long: offsets },
      }).scores,
    );
    // Two answers one step above the middle: curiosity above the middle.
    expect(byKey[0]).toBeGreaterThan(0.5);
  });
});
