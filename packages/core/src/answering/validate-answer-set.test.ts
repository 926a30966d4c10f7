import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAnsweredQuestionnaire } from '../testing/arbitraries';
import { group, scored } from '../testing/factories';
import { validateAnswerSet } from './validate-answer-set';

const questions = [
  scored({ id: 1, scorings: [{}, {}, {}] }),
  scored({ id: 2, type: 'OPT', scorings: [{}, {}] }),
  scored({ id: 3, type: 'MC_MAX3', scorings: [{}, {}, {}, {}, {}] }),
  group(4, [
    scored({ id: 5, scorings: [{}, {}] }),
    scored({ id: 6, type: 'MC', scorings: [{}, {}, {}, {}] }),
  ]),
];

describe('validateAnswerSet (product.md §3, §4, §5)', () => {
  it.each<[string, unknown[], string[]]>([
    ['no answers at all', [], ['empty']],
    ['an unknown id', [11, 77], ['unknown_answer:77']],
    ['a repeated id, reported once', [11, 11, 11], ['duplicate_answer:11']],
    ['two answers to an SC', [11, 12], ['too_many_answers:1']],
    ['two answers to an OPT', [21, 22], ['too_many_answers:2']],
    ['four answers to a MAX3', [31, 32, 33, 34], ['too_many_answers:3']],
    ['two answers to an SC inside a group', [51, 52], ['too_many_answers:5']],
    ['a fraction', [11, 1.5], ['not_an_integer:1.5']],
    ['a string', ['11'], ['not_an_integer:"11"']],
    ['null and NaN', [null, NaN], ['not_an_integer:null', 'not_an_integer:NaN']],
    [
      'everything at once, ids in posted order, then questions in order',
      [99, 31, 32, 33, 34, 12, 11, 2.5, 12],
      [
        'unknown_answer:99',
        'not_an_integer:2.5',
        'duplicate_answer:12',
        'too_many_answers:1',
        'too_many_answers:3',
      ],
    ],
  ])('rejects %s', (_, answerIds, errors) => {
    expect(validateAnswerSet({ questions, answerIds })).toEqual({ ok: false, errors });
  });

  it.each<[string, number[], Record<number, number[]>]>([
    ['one answer', [12], { 1: [12] }],
    [
      'three MAX3 answers and any number of MC answers',
      [33, 31, 34, 61, 62, 63, 64],
      { 3: [33, 31, 34], 6: [61, 62, 63, 64] },
    ],
    ['a partly answered group', [52, 21], { 2: [21], 5: [52] }],
  ])('accepts %s', (_, answerIds, answers) => {
    expect(validateAnswerSet({ questions, answerIds })).toEqual({ ok: true, answers });
  });

  it('accepts every valid non-empty answer set', () => {
    fc.assert(
      fc.property(
        arbAnsweredQuestionnaire.filter(({ answerIds }) => answerIds.length > 0),
        ({ questions: qs, answerIds }) => {
          expect(validateAnswerSet({ questions: qs, answerIds }).ok).toBe(true);
        },
      ),
    );
  });

  it('rejects any valid set with one id repeated', () => {
    fc.assert(
      fc.property(
        arbAnsweredQuestionnaire.filter(({ answerIds }) => answerIds.length > 0),
        ({ questions: qs, answerIds }) => {
          const first = answerIds[0] ?? NaN;
          const result = validateAnswerSet({ questions: qs, answerIds: [...answerIds, first] });
          expect(result).toEqual({ ok: false, errors: [`duplicate_answer:${first}`] });
        },
      ),
    );
  });
});
