import { describe, expect, it } from 'vitest';
import { isMultipleChoice, leafQuestions, type Questionnaire } from '@values-cross/core';
import { questionnaires } from '../../src/index';
import { ruleCorrection } from '../correction-rule';
import { checkListTargets, LIST_TARGETS } from './targets';
import { listEffects, type VersionValidity } from './validity';

/** A copy of 2027.1 (lists that only add) whose lists can lower each value as much as raise it. */
function balancedLists(): Questionnaire {
  const questionnaire = structuredClone(questionnaires['2027.1']);
  if (!questionnaire) throw new Error('no 2027.1');
  for (const q of leafQuestions(questionnaire.questions).filter(isMultipleChoice)) {
    const mean = q.answers[0]?.scoring.map(
      (_, d) => q.answers.reduce((sum, a) => sum + (a.scoring[d] ?? 0), 0) / q.answers.length,
    );
    for (const answer of q.answers) {
      Object.assign(answer, { scoring: answer.scoring.map((x, d) => x - (mean?.[d] ?? 0)) });
    }
  }
  return { ...questionnaire, correction: ruleCorrection(questionnaire) };
}

describe('the effects of list habits on short results', () => {
  it('finds that lists which can only add move values with the number of ticks', () => {
    const published = questionnaires['2027.1'];
    if (!published) throw new Error('no 2027.1');
    const effects = listEffects(published, { people: 300 });
    expect(effects.threeVsOne).toBeGreaterThan(LIST_TARGETS.threeVsOne);
    // Shown in each person's own order, the favour of the first place is spread over the options.
    expect(effects.primacy).toBeLessThan(effects.primacyInListedOrder);
  });

  it('finds lists that lower as well as raise within both targets', () => {
    const effects = listEffects(balancedLists(), { people: 300 });
    expect(effects.threeVsOne).toBeLessThanOrEqual(LIST_TARGETS.threeVsOne);
    expect(effects.primacy).toBeLessThanOrEqual(LIST_TARGETS.primacy);
  });

  it('binds the list targets from the next version on, and reports them before', () => {
    const lists = { primacy: 0.03, primacyInListedOrder: 0.05, threeVsOne: 0.2, byValue: {} };
    const figures = (version: string) => ({ version, lists }) as unknown as VersionValidity;
    expect(checkListTargets(figures('2027.1')).every((t) => !t.binding)).toBe(true);
    const next = checkListTargets(figures('2027.2'));
    expect(next.every((t) => t.binding)).toBe(true);
    expect(next.find((t) => t.target === 'threeVsOne')?.holds).toBe(false);
  });
});
