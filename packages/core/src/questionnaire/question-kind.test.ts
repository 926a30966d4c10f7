import { describe, expect, it } from 'vitest';
import { answer, group, question, scored } from '../testing/factories';
import {
  MAX3_LIMIT,
  isMax3,
  isMultipleChoice,
  isYesNoQuestion,
  leafQuestions,
  maxSelections,
} from './question-kind';
import { findAnswerIndex } from './answer-index';
import type { Locale, QuestionType } from './types';

describe('question kinds (product.md §3)', () => {
  it.each<[QuestionType, boolean, boolean, number]>([
    ['SC', false, false, 1],
    ['OPT', false, false, 1],
    ['MC', true, false, Infinity],
    ['MC_MAX3', true, true, 3],
    ['GROUP', false, false, 0],
  ])('%s: multiple %s, max3 %s, at most %s', (type, multiple, max3, max) => {
    const q = question({ id: 1, type });
    expect(isMultipleChoice(q)).toBe(multiple);
    expect(isMax3(q)).toBe(max3);
    expect(maxSelections(q)).toBe(max);
  });

  it('limits MC_MAX3 to three answers', () => {
    expect(MAX3_LIMIT).toBe(3);
  });
});

describe('isYesNoQuestion (product.md §3: German texts ja and nein)', () => {
  const withTexts = (...texts: string[]) =>
    question({ id: 1, type: 'OPT', answers: texts.map((de, i) => answer({ id: i + 1, de })) });
  it.each<[string[], boolean]>([
    [['ja', 'nein'], true],
    [['nein', 'ja'], true],
    [[' Ja ', 'NEIN'], true],
    [['ja', 'ja'], false],
    [['ja'], false],
    [['ja', 'nein', 'weiss nicht'], false],
    [['jein', 'nein'], false],
    [['yes', 'no'], false],
    [[], false],
  ])('%j -> %s', (texts, expected) => {
    expect(isYesNoQuestion(withTexts(...texts))).toBe(expected);
  });
});

describe('isYesNoQuestion on answers served in one language (?lang=)', () => {
  const inOne = (locale: Locale, ...texts: string[]) =>
    ({
      answers: texts.map((text, i) => ({
        id: i + 1,
        row: i,
        scoring: [],
        text: { [locale]: text },
      })),
    }) as unknown as Parameters<typeof isYesNoQuestion>[0];
  it.each<[Locale, string[], boolean]>([
    ['fr', ['oui', 'non'], true],
    ['it', ['No', 'sì'], true],
    ['en', ['yes', 'no'], true],
    ['fr', ['ja', 'nein'], false],
    ['en', ['yes', 'maybe'], false],
  ])('%s %j -> %s', (locale, texts, expected) => {
    expect(isYesNoQuestion(inOne(locale, ...texts))).toBe(expected);
  });
});

describe('leafQuestions and findAnswerIndex', () => {
  const q1 = scored({ id: 1, scorings: [{}, {}] });
  const q3 = scored({ id: 3, type: 'MC', scorings: [{}] });
  const q5 = scored({ id: 5, scorings: [{}] });
  const questions = [q1, group(2, [q3, group(4, [q5])])];

  it('flattens groups recursively, keeping order', () => {
    expect(leafQuestions(questions).map((q) => q.id)).toEqual([1, 3, 5]);
  });

  it('indexes every answer to its leaf question', () => {
    const index = findAnswerIndex(questions);
    expect([...index.keys()]).toEqual([11, 12, 31, 51]);
    expect(index.get(31)?.question.id).toBe(3);
    expect(index.get(51)?.answer.id).toBe(51);
    expect(index.get(2)).toBeUndefined();
  });

  it('keeps the first question when content repeats an answer id', () => {
    const clash = question({ id: 9, answers: [answer({ id: 11 })] });
    expect(findAnswerIndex([q1, clash]).get(11)?.question.id).toBe(1);
  });
});
