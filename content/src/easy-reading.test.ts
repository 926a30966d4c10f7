import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctionOf,
  inReading,
  maxSelections,
  scoreAnswerSet,
  type QuestionContent,
} from '@values-cross/core';
import { questionnaires } from './questionnaires';

function leaves(questions: readonly QuestionContent[]): QuestionContent[] {
  return questions.flatMap((q) => (q.type === 'GROUP' ? leaves(q.childQuestions) : [q]));
}

/** Any answer set a person can give to a questionnaire: each question skipped or answered. */
function arbAnswers(questions: readonly QuestionContent[]): fc.Arbitrary<number[]> {
  const perQuestion = leaves(questions).map((q) =>
    fc.option(
      fc.subarray(
        q.answers.map((a) => a.id),
        { minLength: 1, maxLength: Math.min(q.answers.length, maxSelections(q)) },
      ),
      { nil: undefined },
    ),
  );
  return fc.tuple(...perQuestion).map((choices) => choices.flatMap((ids) => ids ?? []));
}

describe.each(Object.values(questionnaires))(
  'questionnaire $version in easy language',
  (questionnaire) => {
    const easy = inReading(questionnaire, 'easy');
    const standard = inReading(questionnaire, 'standard');

    it('gives every answer set the same scores as the standard reading', () => {
      fc.assert(
        fc.property(arbAnswers(questionnaire.questions), fc.boolean(), (answerIds, long) => {
          const score = (questions: readonly QuestionContent[]) =>
            scoreAnswerSet({
              questions,
              answerIds,
              longVersionAttempted: long,
              correction: correctionOf(questionnaire),
            }).scores;
          expect(score(easy.questions)).toEqual(score(standard.questions));
        }),
        { numRuns: 200 },
      );
    });

    it('keeps every id, type, order and scoring and changes the texts', () => {
      const skeleton = (questions: readonly QuestionContent[]): unknown =>
        questions.map((q) => ({
          id: q.id,
          type: q.type,
          chapter: q.chapter,
          short: q.inNexpresso,
          answers: q.answers.map((a) => [a.id, a.row, a.scoring]),
          children: skeleton(q.childQuestions),
        }));
      expect(skeleton(easy.questions)).toEqual(skeleton(standard.questions));
      const changed = leaves(easy.questions).filter(
        (q, i) => q.text.de !== leaves(standard.questions)[i]?.text.de,
      );
      // A few standard questions are easy already ("Feierst du den 1. August?") and stay as they are.
      expect(changed.length).toBeGreaterThan(leaves(questionnaire.questions).length * 0.8);
    });
  },
);
