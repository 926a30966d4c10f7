import { describe, expect, it } from 'vitest';
import { questionnaires } from '../src/index';
import {
  checkBalance,
  fitsBalancedShortVersion,
  oneWayValues,
  unbalancedValues,
} from './check-balance';
import { answerAt, brokenCopy, CURRENT_FILE, questionById } from './test-helpers';

describe('balanced loadings and lists', () => {
  it('holds for the served version', () => {
    expect(checkBalance({ file: CURRENT_FILE, questionnaire: brokenCopy() })).toEqual([]);
  });

  it('refuses an ordered question that raises a value at one end only', () => {
    const questionnaire = brokenCopy();
    const scaled = questionnaire.questions.find(
      (q) => q.type === 'SC' && q.scale === 'agreement' && oneWayValues(q).length === 0,
    );
    if (!scaled) throw new Error('no agreement question');
    const strongly = answerAt(scaled, scaled.answers.length - 1);
    const untouched = strongly.scoring.findIndex(
      (_, d) => d < 8 && scaled.answers.every((a) => (a.scoring[d] ?? 0) === 0),
    );
    Object.assign(strongly, {
      scoring: strongly.scoring.map((points, d) => (d === untouched ? 1 : points)),
    });
    expect(checkBalance({ file: CURRENT_FILE, questionnaire })).toEqual([
      expect.objectContaining({
        questionId: scaled.id,
        message: expect.stringContaining('one way only'),
      }),
    ]);
  });

  it('refuses an ordered question whose points for a value turn along the scale', () => {
    const questionnaire = brokenCopy();
    const scaled = questionnaire.questions.find(
      (q) => q.type === 'SC' && q.scale === 'agreement' && q.answers.length === 5,
    );
    if (!scaled) throw new Error('no agreement question');
    const [lowest, , middle] = [...scaled.answers].sort((a, b) => a.row - b.row);
    if (!lowest || !middle) throw new Error('too few answers');
    // Both ends and the middle raise power: the options no longer stand on one line.
    const raise = (answer: typeof lowest, points: number) =>
      Object.assign(answer, {
        scoring: answer.scoring.map((p, d) => (d === 7 ? points : p)),
      });
    scaled.answers.forEach((answer) => raise(answer, 0));
    raise(lowest, -1);
    raise(middle, 1);
    const last = scaled.answers.find((a) => a.row === 5);
    if (last) raise(last, -1);
    expect(checkBalance({ file: CURRENT_FILE, questionnaire })).toEqual([
      expect.objectContaining({
        questionId: scaled.id,
        message: expect.stringContaining('power turn along the scale'),
      }),
    ]);
  });

  it('refuses a list of the short version whose ticks add by themselves', () => {
    const questionnaire = brokenCopy();
    const list = questionnaire.questions.find(
      (q) => q.inNexpresso && q.type === 'MC_MAX3' && fitsBalancedShortVersion(q),
    );
    if (!list) throw new Error('no list in the short version');
    const first = answerAt(list, 0);
    first.scoring = first.scoring.map((points) => Math.max(points, 0));
    expect(unbalancedValues(list).length).toBeGreaterThan(0);
    expect(checkBalance({ file: CURRENT_FILE, questionnaire })).toEqual([
      expect.objectContaining({
        questionId: list.id,
        message: expect.stringContaining('sum to zero'),
      }),
    ]);
  });

  it('lets a list that tips stay in the long version', () => {
    const questionnaire = brokenCopy();
    const tipping = questionnaire.questions.find(
      (q) => !q.inNexpresso && !fitsBalancedShortVersion(q),
    );
    expect(tipping).toBeDefined();
    expect(checkBalance({ file: CURRENT_FILE, questionnaire })).toEqual([]);
  });

  it('leaves the versions published before it as they were', () => {
    const published = questionnaires['2027.1'];
    if (!published) throw new Error('no 2027.1');
    expect(unbalancedValues(questionById(published, 82))).toHaveLength(8);
    expect(checkBalance({ file: 'questionnaire/2027.1.json', questionnaire: published })).toEqual(
      [],
    );
  });
});
