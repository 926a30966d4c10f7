import { describe, expect, it } from 'vitest';
import {
  VALUE_DIMENSIONS,
  findAnswerIndex,
  isMax3,
  isMultipleChoice,
  leafQuestions,
} from '@values-cross/core';
import { currentQuestionnaire } from '../src/index';
import { middleAnswerIds, randomAnswerIds, seededRandom } from './simulate';
import { statisticFlags, versionStatistics } from './statistics';
import { CURRENT_FILE } from './test-helpers';

const qn = currentQuestionnaire();

describe('seededRandom', () => {
  it('repeats for the same seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(8)()).not.toBe(values[0]);
  });
});

describe('simulated respondents', () => {
  const index = findAnswerIndex(qn.questions);
  const perQuestion = (ids: number[]) => {
    const counts = new Map<number, number>();
    for (const id of ids) {
      const q = index.get(id)?.question;
      if (q) counts.set(q.id, (counts.get(q.id) ?? 0) + 1);
    }
    return counts;
  };

  it('the middle respondent answers every leaf question once, SC/OPT with row ceil(n/2)', () => {
    const ids = middleAnswerIds(qn.questions);
    const counts = perQuestion(ids);
    for (const q of leafQuestions(qn.questions)) expect(counts.get(q.id)).toBe(1);
    for (const id of ids) {
      const found = index.get(id);
      if (found && !isMultipleChoice(found.question)) {
        expect(found.answer.row).toBe(Math.ceil(found.question.answers.length / 2));
      }
    }
  });

  it('random respondents answer every leaf question within its limits', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const counts = perQuestion(randomAnswerIds(qn.questions, seededRandom(seed)));
      for (const q of leafQuestions(qn.questions)) {
        const n = counts.get(q.id) ?? 0;
        const most = isMax3(q) ? 3 : isMultipleChoice(q) ? q.answers.length : 1;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(most);
      }
    }
  });
});

describe('neutrality of the shipped questionnaire', () => {
  const stats = versionStatistics({ file: CURRENT_FILE, questionnaire: qn });

  it('has no flags: random means within 0.35..0.65 and nothing pinned, short and long', () => {
    expect(statisticFlags(stats)).toEqual([]);
  });

  it('puts random respondents near the middle of every value dimension', () => {
    for (const dim of VALUE_DIMENSIONS) {
      const row = stats.dimensions[dim.index];
      expect(row?.short.random.mean).toBeGreaterThan(0.4);
      expect(row?.short.random.mean).toBeLessThan(0.6);
      expect(row?.long.random.mean).toBeGreaterThan(0.4);
      expect(row?.long.random.mean).toBeLessThan(0.6);
    }
  });

  it('is reproducible (seeded)', () => {
    const again = versionStatistics({ file: CURRENT_FILE, questionnaire: qn });
    expect(again.dimensions.map((d) => d.long.random.mean)).toEqual(
      stats.dimensions.map((d) => d.long.random.mean),
    );
  });
});
