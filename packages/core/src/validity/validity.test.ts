import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../questionnaire/types';
import { SPEC_CORRECTION } from '../scoring/correction';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { group, scored } from '../testing/factories';
import { shortLongAgreement, WITHIN } from './agreement';
import {
  answersWholeShortVersion,
  longResultOf,
  shortResultOf,
  shortVersionQuestions,
} from './short-result';
import { ValidityTally } from './validity-tally';

// Short: Q1 (curiosity) and the group Q3 (children 4, 5); long only: Q2 (curiosity).
const q1 = scored({ id: 1, scorings: [{ curiosity: 2 }, { curiosity: 0 }, { curiosity: -2 }] });
const q2 = {
  ...scored({ id: 2, scorings: [{ curiosity: 2 }, { curiosity: -2 }] }),
  inNexpresso: false,
};
const q4 = scored({ id: 4, scorings: [{ power: 1 }, { power: -1 }] });
const q5 = scored({ id: 5, scorings: [{ nature: 1 }, { nature: -1 }] });
const questionnaire: Questionnaire = {
  version: 'test',
  publishedAt: '2027-01-01',
  chapters: [],
  questions: [q1, q2, { ...group(3, [q4, q5]), inNexpresso: true }],
  correction: {
    short: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0],
    long: [0.4, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0, 0, 0, 0],
  },
};

describe('short and long results of the same answers', () => {
  it('the short result keeps only the short version’s answers and its offsets', () => {
    // Answers 11 (curiosity +2) and 21 (+2): long p = 1 -> 2 * (1 - .4) + .5 = 1.7 -> 1;
    // short: only 11 counts, p = 1 -> 1. With 13 (-2) and 21 (+2): long p = .5 -> .7, short 0.
    expect(shortVersionQuestions(questionnaire).map((q) => q.id)).toEqual([1, 3]);
    expect(shortVersionQuestions(questionnaire)).toBe(shortVersionQuestions(questionnaire));
    const answers = [13, 21, 41, 51];
    expect(shortResultOf(questionnaire, answers)[0]).toBe(0);
    expect(longResultOf(questionnaire, answers)[0]).toBe(0.7);
    expect(shortResultOf(questionnaire, answers)).toEqual(
      scoreAnswerSet({
        questions: shortVersionQuestions(questionnaire),
        answerIds: [13, 41, 51],
        longVersionAttempted: false,
        correction: questionnaire.correction ?? SPEC_CORRECTION,
      }).scores,
    );
  });

  it('knows whether every short-version question, group children included, was answered', () => {
    expect(answersWholeShortVersion(questionnaire, [11, 41, 51])).toBe(true);
    expect(answersWholeShortVersion(questionnaire, [11, 21, 41])).toBe(false);
    expect(answersWholeShortVersion(questionnaire, [21, 41, 51])).toBe(false);
  });
});

describe('shortLongAgreement', () => {
  const scores = (curiosity: number) => [curiosity, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
  it('measures the mean difference, the share within 0.1 and the correlation per value', () => {
    const agreement = shortLongAgreement([
      { short: scores(0.2), long: scores(0.1) },
      { short: scores(0.5), long: scores(0.8) },
      { short: scores(0.9), long: scores(0.9) },
    ]);
    const curiosity = agreement.byValue.curiosity;
    expect(curiosity?.meanAbsoluteDifference).toBeCloseTo((0.1 + 0.3 + 0) / 3, 12);
    // 0.1 is within WITHIN (it counts as within, rounding aside), 0.3 is not.
    expect(WITHIN).toBe(0.1);
    expect(curiosity?.withinShare).toBeCloseTo(2 / 3, 12);
    expect(curiosity?.correlation).toBeGreaterThan(0.8);
    // A value without spread has no correlation; every value counts in the overall share.
    expect(agreement.byValue.technology?.correlation).toBeNaN();
    expect(agreement.withinShare).toBeCloseTo((2 / 3 + 7) / 8, 12);
    expect(agreement.people).toBe(3);
  });
});

describe('ValidityTally', () => {
  it('adds people one by one and reports agreement and ranges of both results', () => {
    const tally = new ValidityTally(questionnaire);
    tally.add([11, 21, 41, 51]);
    tally.add([13, 22, 42, 52]);
    const { agreement, shortRange, longRange } = tally.figures();
    expect(tally.people).toBe(2);
    expect(agreement.people).toBe(2);
    // Short curiosity rests on one question: one answer moves it over the whole scale.
    expect(shortRange.byValue.curiosity).toBe(1);
    expect(longRange.byValue.curiosity).toBeLessThan(1);
    expect(shortRange.worst.width).toBe(Math.max(...Object.values(shortRange.byValue)));
  });
});
