import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { question } from '../testing/factories';
import {
  chapterStart,
  firstLongQuestion,
  longVersionEntry,
  nextRoute,
  partOf,
  previousRoute,
  progressWidth,
  questionOrder,
  shortVersionLength,
  timeAtStatedPace,
} from './question-flow';

const q = (id: number, chapter: number, inNexpresso: boolean) =>
  question({ id, chapter, inNexpresso });
const questions = [
  q(10, 2, true),
  q(11, 1, false),
  q(12, 1, true),
  q(13, 2, true),
  q(14, 3, false),
  q(15, 1, false),
  q(16, 1, true),
];
const order = questionOrder(questions);

describe('questionOrder (product.md §2, §7)', () => {
  it('puts the short version first, each part by chapter, then input order', () => {
    expect(order.map((x) => x.id)).toEqual([12, 16, 10, 13, 11, 15, 14]);
    expect(shortVersionLength(order)).toBe(4);
    expect(firstLongQuestion(order)).toBe(5);
  });

  it.each([
    ['only short questions', [q(1, 1, true), q(2, 1, true)], 2, null],
    ['only long questions', [q(1, 1, false)], 0, 1],
    ['no questions', [], 0, null],
  ])('%s: short length %s, first long %s', (_, qs, short, firstLong) => {
    expect(shortVersionLength(questionOrder(qs))).toBe(short);
    expect(firstLongQuestion(questionOrder(qs))).toBe(firstLong);
  });
});

describe('nextRoute and previousRoute (product.md §2)', () => {
  it.each([
    [1, '/question/2', null],
    [2, '/chapter/2', '/question/1'],
    [3, '/question/4', '/question/2'],
    [4, '/continue/5', '/question/3'],
    [5, '/question/6', '/question/4'],
    [6, '/chapter/3', '/question/5'],
    [7, '/result', '/question/6'],
  ])('from question %i: next %s, previous %s', (position, next, previous) => {
    expect(nextRoute({ order, position })).toBe(next);
    expect(previousRoute({ order, position })).toBe(previous);
  });

  it.each([
    ['last of an all-short survey', [q(1, 1, true), q(2, 2, true)], 2, '/result'],
    ['chapter change in an all-short survey', [q(1, 1, true), q(2, 2, true)], 1, '/chapter/2'],
    [
      'no continue prompt without a short version',
      [q(1, 1, false), q(2, 1, false)],
      1,
      '/question/2',
    ],
    ['continue wins over a chapter change', [q(1, 1, true), q(2, 2, false)], 1, '/continue/2'],
    [
      'the long version goes on into a chapter the short one introduced',
      [q(1, 1, true), q(2, 2, true), q(3, 1, false), q(4, 2, false)],
      3,
      '/question/4',
    ],
    [
      'the long version introduces a chapter the short one had not',
      [q(1, 1, true), q(3, 1, false), q(4, 2, false)],
      2,
      '/chapter/2',
    ],
  ])('%s', (_, qs, position, expected) => {
    expect(nextRoute({ order: questionOrder(qs), position })).toBe(expected);
  });

  it.each([
    ['its first question when the short version introduced its chapter', order, '/question/5'],
    ['its chapter when it was not', questionOrder([q(1, 1, true), q(2, 2, false)]), '/chapter/2'],
    ['nothing without a long version', questionOrder([q(1, 1, true)]), null],
  ])('the long version starts at %s', (_, flow, expected) => {
    expect(longVersionEntry(flow)).toBe(expected);
  });

  it.each([0, 8, 1.5, NaN])('refuses position %s', (position) => {
    expect(() => nextRoute({ order, position })).toThrow(RangeError);
    expect(() => previousRoute({ order, position })).toThrow(RangeError);
  });
});

describe('chapterStart (product.md §2)', () => {
  it.each([
    [1, 'short', 1],
    [2, 'short', 3],
    [3, 'short', null],
    [1, 'long', 5],
    [2, 'long', null],
    [3, 'long', 7],
    [4, 'short', null],
  ] as const)('chapter %i in the %s part starts at %s', (chapter, part, expected) => {
    expect(chapterStart({ order, chapter, part })).toBe(expected);
  });
});

describe('progressWidth (product.md §2)', () => {
  it.each([
    [1, 7, 0.143],
    [7, 7, 1],
    [1, 3, 0.333],
    [2, 3, 0.667],
    [0, 5, 0],
    [0, 0, 0],
    [3, 0, 0],
    [9, 7, 1],
  ])('%i of %i -> %s', (n, total, expected) => {
    expect(progressWidth(n, total)).toBe(expected);
  });
});

/** Follows a route to the position of the question it finally shows, or null for /result. */
function resolve(
  route: string,
  questions: ReturnType<typeof questionOrder>,
  from: number,
): number | null {
  const [, kind, id] = route.split('/');
  if (kind === 'result') return null;
  if (kind === 'chapter') {
    const part = partOf({ order: questions, position: from });
    return chapterStart({ order: questions, chapter: Number(id), part });
  }
  return Number(id);
}

describe('the flow as a whole', () => {
  const arbQuestions = fc
    .array(fc.record({ chapter: fc.integer({ min: 1, max: 4 }), inNexpresso: fc.boolean() }), {
      maxLength: 30,
    })
    .map((xs) => xs.map((x, i) => q(i + 1, x.chapter, x.inNexpresso)));

  it('visits every top-level question exactly once, in order, then reaches /result', () => {
    fc.assert(
      fc.property(arbQuestions, (qs) => {
        const flow = questionOrder(qs);
        const visited: number[] = [];
        let position: number | null = flow.length > 0 ? 1 : null;
        while (position !== null && visited.length <= flow.length) {
          visited.push(position);
          position = resolve(nextRoute({ order: flow, position }), flow, position);
        }
        expect(visited).toEqual(flow.map((_, i) => i + 1));
        expect(new Set(flow.map((x) => x.id)).size).toBe(qs.length);
        for (const [i, x] of flow.entries())
          expect(partOf({ order: flow, position: i + 1 })).toBe(x.inNexpresso ? 'short' : 'long');
      }),
    );
  });
});

describe('timeAtStatedPace', () => {
  it.each([
    [49, 20, 18, 15],
    [20, 20, 18, 6],
    [1, 20, 18, 1],
    [10, 0, 360, 60],
  ])(
    '%i questions where the short version has %i: %i s each, %i minutes',
    (questions, shortQuestions, seconds, minutes) => {
      expect(timeAtStatedPace({ questions, shortQuestions })).toEqual({
        secondsPerQuestion: seconds,
        minutes,
      });
    },
  );
});
