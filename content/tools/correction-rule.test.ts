import { describe, expect, it } from 'vitest';
import {
  DIMENSION_COUNT,
  VALUE_DIMENSIONS,
  randomChoiceProbability,
  randomMeanPercentages,
  type QuestionContent,
} from '@values-cross/core';
import { questionnaires } from '../src/index';
import { ruleCorrection } from './correction-rule';
import { simulateRandom } from './simulate';

const options = (type: QuestionContent['type'], n: number): QuestionContent => ({
  id: 1,
  type,
  title: { de: '', fr: '', it: '', en: '' },
  text: { de: '', fr: '', it: '', en: '' },
  chapter: 1,
  inNexpresso: true,
  childQuestions: [],
  answers: Array.from({ length: n }, (_, i) => ({
    id: 101 + i,
    row: i + 1,
    text: { de: '', fr: '', it: '', en: '' },
    scoring: Array.from({ length: DIMENSION_COUNT }, (_, d) => (d === 0 ? i : 0)),
  })),
});

describe('the random answerer of the correction rule', () => {
  it('chooses each answer as simulate.ts does: 1/n, MC 2^(n-1)/(2^n-1), MAX3 E[min(k,n)]/n', () => {
    expect(randomChoiceProbability(options('SC', 4))).toBe(1 / 4);
    expect(randomChoiceProbability(options('OPT', 2))).toBe(1 / 2);
    expect(randomChoiceProbability(options('MC', 3))).toBe(4 / 7);
    expect(randomChoiceProbability(options('MC_MAX3', 8))).toBe(2 / 8);
    expect(randomChoiceProbability(options('MC_MAX3', 2))).toBeCloseTo((1 + 2 + 2) / 3 / 2, 12);
  });

  it('expects the percentage exactly: an SC of 0..3 answered at random sits at 0.5', () => {
    // user 0..3 mean 1.5, min 0, max 3 -> 0.5; a MC of 0, 1, 2 (each 4/7): mean 12/7 of 0..3.
    expect(randomMeanPercentages([options('SC', 4)])[0]).toBe(0.5);
    expect(randomMeanPercentages([options('MC', 3)])[0]).toBeCloseTo(12 / 7 / 3, 12);
    expect(randomMeanPercentages([options('SC', 4)])[1]).toBe(0.5);
  });

  it.each(Object.values(questionnaires))(
    'agrees with 4000 simulated random respondents of $version within 0.01',
    (questionnaire) => {
      for (const part of ['short', 'long'] as const) {
        const simulated = simulateRandom({ questionnaire, part, respondents: 4000, seed: 3 });
        const questions =
          part === 'short'
            ? questionnaire.questions.filter((q) => q.inNexpresso)
            : questionnaire.questions;
        const exact = randomMeanPercentages(questions);
        simulated.forEach((summary, d) => {
          expect(Math.abs(summary.rawMean - (exact[d] ?? Number.NaN))).toBeLessThan(0.01);
        });
      }
    },
  );
});

describe('ruleCorrection', () => {
  it('offsets the eight values by the random mean, 3 decimals, and leaves the four internal at 0', () => {
    const questionnaire = Object.values(questionnaires)[0];
    if (!questionnaire) throw new Error('no questionnaire');
    const rule = ruleCorrection(questionnaire);
    const exact = randomMeanPercentages(questionnaire.questions);
    const shown = new Set(VALUE_DIMENSIONS.map((d) => d.index));
    rule.long.forEach((offset, d) => {
      if (shown.has(d)) expect(offset).toBe(Math.round((exact[d] ?? 0) * 1000) / 1000);
      else expect(offset).toBe(0);
    });
    expect(rule.short).toHaveLength(DIMENSION_COUNT);
  });
});
