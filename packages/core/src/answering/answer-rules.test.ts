import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerMap } from '../questionnaire/types';
import { arbAnsweredQuestionnaire } from '../testing/arbitraries';
import { answer, group, question, scored } from '../testing/factories';
import {
  answerIdsOf,
  isOptionDisabled,
  isQuestionAnswered,
  isQuestionSettled,
  passQuestion,
  selectAnswers,
  toggleMultipleChoice,
} from './answer-rules';
import { answerMapFromIds } from '../questionnaire/answer-index';

const sc = scored({ id: 1, scorings: [{}, {}] });
const mc = scored({ id: 2, type: 'MC', scorings: [{}, {}, {}, {}, {}] });
const max3 = scored({ id: 3, type: 'MC_MAX3', scorings: [{}, {}, {}, {}, {}] });
const grp = group(4, [sc, mc]);

describe('isQuestionAnswered (product.md §4)', () => {
  it.each<[string, AnswerMap, boolean, boolean]>([
    ['no entry', {}, false, false],
    ['an empty entry', { 1: [] }, false, false],
    ['one id for the SC only', { 1: [11] }, true, false],
    ['both children', { 1: [11], 2: [21, 22] }, true, true],
    ['only the MC child', { 2: [21] }, false, false],
  ])('%s: SC %s, group %s', (_, answers, scAnswered, groupAnswered) => {
    expect(isQuestionAnswered(sc, answers)).toBe(scAnswered);
    expect(isQuestionAnswered(grp, answers)).toBe(groupAnswered);
  });

  it('treats a group without children as answered', () => {
    expect(isQuestionAnswered(group(5, []), {})).toBe(true);
  });
});

describe('selectAnswers (product.md §4)', () => {
  const before: AnswerMap = { 1: [11], 2: [21] };
  it.each<[string, readonly number[] | null, AnswerMap]>([
    ['stores the selection', [22, 23], { 1: [11], 2: [22, 23] }],
    ['removes the entry on an empty selection', [], { 1: [11] }],
    ['removes the entry on null', null, { 1: [11] }],
  ])('%s', (_, ids, expected) => {
    expect(selectAnswers(before, 2, ids)).toEqual(expected);
    expect(before).toEqual({ 1: [11], 2: [21] });
  });
});

describe('toggleMultipleChoice and isOptionDisabled (product.md §4)', () => {
  it.each([
    ['adds an option', max3, [31], 32, [31, 32]],
    ['removes a chosen option', max3, [31, 32], 31, [32]],
    ['refuses a fourth MAX3 option', max3, [31, 32, 33], 34, [31, 32, 33]],
    ['removes from a full MAX3 selection', max3, [31, 32, 33], 32, [31, 33]],
    ['allows any number without MAX3', mc, [21, 22, 23], 24, [21, 22, 23, 24]],
    ['ignores ids of other questions', max3, [31], 21, [31]],
  ])('%s', (_, question, selected, answerId, expected) => {
    expect(toggleMultipleChoice({ question, selected, answerId })).toEqual(expected);
  });

  it.each([
    ['unselected option with 3 chosen', max3, [31, 32, 33], 34, true],
    ['selected option with 3 chosen', max3, [31, 32, 33], 33, false],
    ['unselected option with 2 chosen', max3, [31, 32], 34, false],
    ['plain MC never disables', mc, [21, 22, 23, 24], 25, false],
    ['SC is no checkbox list', sc, [11], 12, false],
  ])('%s -> %s', (_, question, selected, answerId, expected) => {
    expect(isOptionDisabled({ question, selected, answerId })).toBe(expected);
  });

  it('never exceeds 3 options for MAX3 under any sequence of toggles', () => {
    const ids = max3.answers.map((a) => a.id);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ids, 99)), (clicks) => {
        let selected: readonly number[] = [];
        for (const answerId of clicks) {
          const disabled = isOptionDisabled({ question: max3, selected, answerId });
          const next = toggleMultipleChoice({ question: max3, selected, answerId });
          if (disabled) expect(next).toEqual(selected);
          selected = next;
          expect(selected.length).toBeLessThanOrEqual(3);
          expect(new Set(selected).size).toBe(selected.length);
        }
      }),
    );
  });
});

describe('answerIdsOf and answerMapFromIds', () => {
  it('flattens by question id, keeping selection order', () => {
    expect(answerIdsOf({ 3: [33, 31], 1: [12] })).toEqual([12, 33, 31]);
    expect(answerIdsOf({})).toEqual([]);
  });

  it('groups ids by leaf question, ignoring unknown and repeated ids', () => {
    expect(answerMapFromIds([grp, max3], [33, 21, 11, 31, 999, 21])).toEqual({
      1: [11],
      2: [21],
      3: [33, 31],
    });
  });

  it('round-trips every valid answer set', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, ({ questions, answerIds }) => {
        const map = answerMapFromIds(questions, answerIds);
        expect([...answerIdsOf(map)].sort((a, b) => a - b)).toEqual(
          [...answerIds].sort((a, b) => a - b),
        );
        expect(answerMapFromIds(questions, answerIdsOf(map))).toEqual(map);
      }),
    );
  });
});

describe('passing a question (decision 0045)', () => {
  const sc = question({ id: 7, answers: [answer({ id: 71 }), answer({ id: 72 })] });
  const child = (id: number) => question({ id, answers: [answer({ id: id * 10 + 1 })] });
  const grouped = group(9, [child(91), child(92)]);

  it('settles a question that is answered or passed, a group when every child is', () => {
    expect(isQuestionSettled(sc, {}, [])).toBe(false);
    expect(isQuestionSettled(sc, { 7: [71] }, [])).toBe(true);
    expect(isQuestionSettled(sc, {}, [7])).toBe(true);
    expect(isQuestionSettled(grouped, { 91: [911] }, [])).toBe(false);
    expect(isQuestionSettled(grouped, { 91: [911] }, [92])).toBe(true);
  });

  it('passes every unanswered leaf of a question and keeps the rest of the list', () => {
    expect(passQuestion(sc, {}, [3])).toEqual([3, 7]);
    expect(passQuestion(sc, {}, [7])).toEqual([7]);
    expect(passQuestion(grouped, { 91: [911] }, [])).toEqual([92]);
    expect(passQuestion(sc, { 7: [71] }, [])).toEqual([]);
  });
});
