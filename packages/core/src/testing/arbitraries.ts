/** fast-check generators of random questionnaires and valid answer sets, for tests only. */
import fc from 'fast-check';
import { leafQuestions, maxSelections } from '../questionnaire/question-kind';
import type { Answer, QuestionContent, QuestionType } from '../questionnaire/types';
import { SPEC_CORRECTION } from '../scoring/correction';
import { scoreAnswerSet, type ScoringInput } from '../scoring/score-answer-set';
import { question, txt } from './factories';

const LEAF_TYPES: QuestionType[] = ['SC', 'OPT', 'MC', 'MC_MAX3'];

/** A score: a multiple of 0.5 in -5..5 (exact in binary, so sums carry no float noise). */
export const arbScore = fc.integer({ min: -10, max: 10 }).map((n) => n / 2);

/** A twelve-number scoring, mostly small, sometimes a real fraction to exercise float sums. */
export const arbScoring = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: arbScore },
    { weight: 1, arbitrary: fc.double({ min: -3, max: 3, noNaN: true }) },
  ),
  { minLength: 12, maxLength: 12 },
);

type LeafShape = { kind: 'leaf'; type: QuestionType; scorings: number[][] };
type Shape = LeafShape | { kind: 'group'; children: LeafShape[] };
type Placed = { shape: Shape; chapter: number; inNexpresso: boolean };

const arbLeafShape: fc.Arbitrary<LeafShape> = fc.record({
  kind: fc.constant('leaf' as const),
  type: fc.constantFrom(...LEAF_TYPES),
  scorings: fc.array(arbScoring, { minLength: 1, maxLength: 6 }),
});

const arbShape: fc.Arbitrary<Shape> = fc.oneof(
  { weight: 4, arbitrary: arbLeafShape },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('group' as const),
      children: fc.array(arbLeafShape, { minLength: 1, maxLength: 3 }),
    }),
  },
);

/** Numbers questions and answers uniquely, in creation order, from 1. */
function build(placed: Placed[]): QuestionContent[] {
  let nextQuestion = 1;
  let nextAnswer = 1;
  const leaf = (shape: LeafShape, where: Omit<Placed, 'shape'>): QuestionContent => {
    const answers: Answer[] = shape.scorings.map((scoring, i) => ({
      id: nextAnswer++,
      row: i + 1,
      text: txt(`A${nextAnswer}`),
      scoring,
    }));
    return question({ id: nextQuestion++, type: shape.type, answers, ...where });
  };
  return placed.map(({ shape, ...where }) => {
    if (shape.kind === 'leaf') return leaf(shape, where);
    const id = nextQuestion++;
    const childQuestions = shape.children.map((child) => leaf(child, where));
    return question({ id, type: 'GROUP', childQuestions, ...where });
  });
}

/** A random questionnaire of 1..10 top-level questions (some GROUPs), chapters 1..4. */
export const arbQuestionnaire: fc.Arbitrary<QuestionContent[]> = fc
  .array(
    fc.record({
      shape: arbShape,
      chapter: fc.integer({ min: 1, max: 4 }),
      inNexpresso: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map(build);

/** A valid non-empty selection of answer ids for one leaf question with answers. */
export function arbSelection(q: QuestionContent): fc.Arbitrary<number[]> {
  const ids = q.answers.map((a) => a.id);
  const max = Math.min(ids.length, maxSelections(q));
  return fc.subarray(ids, { minLength: 1, maxLength: max });
}

/** A valid answer set: each leaf question skipped or validly answered, ids in random order. */
export function arbValidAnswerIds(questions: readonly QuestionContent[]): fc.Arbitrary<number[]> {
  const perQuestion = leafQuestions(questions).map((q) =>
    fc.option(arbSelection(q), { nil: undefined }),
  );
  return fc
    .tuple(...perQuestion)
    .map((choices) => choices.flatMap((ids) => ids ?? []))
    .chain((ids) => fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }));
}

/** A random questionnaire together with a valid answer set for it. */
export const arbAnsweredQuestionnaire = arbQuestionnaire.chain((questions) =>
  arbValidAnswerIds(questions).map((answerIds) => ({ questions, answerIds })),
);

/** A random answer set of the short or the long version, scored: what scoring read, and its scores. */
export const arbScoredAnswerSet: fc.Arbitrary<{ input: ScoringInput; scores: number[] }> = fc
  .tuple(arbAnsweredQuestionnaire, fc.boolean())
  .map(([{ questions, answerIds }, long]) => {
    const input = { questions, answerIds, longVersionAttempted: long, correction: SPEC_CORRECTION };
    return { input, scores: scoreAnswerSet(input).scores };
  });
