import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMultipleChoice, leafQuestions } from '../questionnaire/question-kind';
import type { QuestionContent } from '../questionnaire/types';
import { arbQuestionnaire, arbSelection } from '../testing/arbitraries';
import { group, question, scored, vec } from '../testing/factories';
import { addScores, questionScoreBounds, withScoreBounds, zeroScores } from './score-bounds';

const eight = [
  { curiosity: 5, technology: 1, equality: 2 },
  { curiosity: 4, technology: -1, equality: 2 },
  { curiosity: 3, equality: 2 },
  { curiosity: 2, equality: 2 },
  { curiosity: -1 },
  { curiosity: -2 },
  { curiosity: -3 },
  { curiosity: -4 },
];
const sc = scored({
  id: 1,
  scorings: [
    { curiosity: 2, technology: -2, equality: 1 },
    { curiosity: -1, technology: -3, equality: 1 },
    { curiosity: 0, technology: -1, equality: 3 },
  ],
});

describe('questionScoreBounds (product.md §3), hand-computed', () => {
  it.each<[string, QuestionContent, object, object]>([
    [
      'SC: best and worst single answer, as they are (max may be negative)',
      sc,
      { curiosity: -1, technology: -3, equality: 1 },
      { curiosity: 2, technology: -1, equality: 3 },
    ],
    [
      'OPT like SC',
      scored({ id: 2, type: 'OPT', scorings: [{ power: 3 }, { power: -2 }] }),
      { power: -2 },
      { power: 3 },
    ],
    [
      'MC: sums of all non-positive / non-negative scores',
      scored({ id: 3, type: 'MC', scorings: eight }),
      { curiosity: -10, technology: -1 },
      { curiosity: 14, technology: 1, equality: 8 },
    ],
    [
      'MAX3: only the 3 smallest / 3 largest',
      scored({ id: 4, type: 'MC_MAX3', scorings: eight }),
      { curiosity: -9, technology: -1 },
      { curiosity: 12, technology: 1, equality: 6 },
    ],
    [
      'MC with only negative scores: max 0',
      scored({ id: 5, type: 'MC', scorings: [{ nature: -1 }, { nature: -2 }] }),
      { nature: -3 },
      { nature: 0 },
    ],
    [
      'GROUP adds up its children',
      group(6, [
        scored({ id: 7, scorings: [{ curiosity: 2 }, { curiosity: -1 }] }),
        scored({ id: 8, type: 'MC_MAX3', scorings: eight }),
      ]),
      { curiosity: -10, technology: -1 },
      { curiosity: 14, technology: 1, equality: 6 },
    ],
    [
      'nested GROUP',
      group(9, [group(10, [sc])]),
      questionScoreBounds(sc).min,
      questionScoreBounds(sc).max,
    ],
    ['SC without answers: twelve zeros', question({ id: 11 }), {}, {}],
    ['MC without answers: twelve zeros', question({ id: 12, type: 'MC' }), {}, {}],
    ['GROUP without children: twelve zeros', group(13, []), {}, {}],
  ])('%s', (_, q, min, max) => {
    const bounds = questionScoreBounds(q);
    expect(bounds.min).toEqual(vec(min));
    expect(bounds.max).toEqual(vec(max));
  });
});

describe('withScoreBounds', () => {
  it('adds minScores and maxScores to the question and every child', () => {
    const child = scored({ id: 2, scorings: [{ origin: 1 }, { origin: -2 }] });
    const served = withScoreBounds(group(1, [child, group(3, [child])]));
    expect(served.minScores).toEqual(vec({ origin: -4 }));
    expect(served.maxScores).toEqual(vec({ origin: 2 }));
    expect(served.childQuestions[0]?.maxScores).toEqual(vec({ origin: 1 }));
    expect(served.childQuestions[1]?.childQuestions[0]?.minScores).toEqual(vec({ origin: -2 }));
  });
});

describe('addScores / zeroScores', () => {
  it('adds per dimension and treats missing entries as 0', () => {
    expect(zeroScores()).toEqual(vec());
    expect(addScores(vec({ power: 1 }), [2, 3])).toEqual(
      vec({ curiosity: 2, technology: 3, power: 1 }),
    );
  });
});

/** One complete valid answer of a question: every leaf of a GROUP answered. */
function arbFullAnswer(q: QuestionContent): fc.Arbitrary<number[]> {
  const leaves = leafQuestions([q]);
  return fc.tuple(...leaves.map(arbSelection)).map((parts) => parts.flat());
}

function sumOf(q: QuestionContent, ids: number[]): number[] {
  const answers = leafQuestions([q]).flatMap((leaf) => leaf.answers);
  return ids.reduce(
    (total, id) => addScores(total, answers.find((a) => a.id === id)?.scoring ?? []),
    zeroScores(),
  );
}

const arbQuestionWithAnswer = arbQuestionnaire
  .chain((qs) => fc.constantFrom(...qs))
  .chain((q) => arbFullAnswer(q).map((ids) => ({ q, ids })));

describe('questionScoreBounds properties', () => {
  it('contain every possible answer combination (SC, OPT, MC, MAX3, GROUP)', () => {
    fc.assert(
      fc.property(arbQuestionWithAnswer, ({ q, ids }) => {
        const { min, max } = questionScoreBounds(q);
        const user = sumOf(q, ids);
        user.forEach((u, d) => {
          expect(u).toBeGreaterThanOrEqual((min[d] ?? NaN) - 1e-9);
          expect(u).toBeLessThanOrEqual((max[d] ?? NaN) + 1e-9);
        });
      }),
    );
  });

  it('are exactly reached by some single answer for SC and OPT', () => {
    const single = arbQuestionnaire
      .map((qs) => leafQuestions(qs).filter((q) => !isMultipleChoice(q)))
      .filter((qs) => qs.length > 0);
    fc.assert(
      fc.property(single, (qs) => {
        for (const q of qs) {
          const { min, max } = questionScoreBounds(q);
          min.forEach((m, d) => expect(q.answers.map((a) => a.scoring[d])).toContain(m));
          max.forEach((m, d) => expect(q.answers.map((a) => a.scoring[d])).toContain(m));
        }
      }),
    );
  });

  it('never put min above max', () => {
    fc.assert(
      fc.property(arbQuestionnaire, (qs) => {
        for (const q of qs) {
          const { min, max } = questionScoreBounds(q);
          min.forEach((m, d) => expect(m).toBeLessThanOrEqual(max[d] ?? NaN));
        }
      }),
    );
  });
});
