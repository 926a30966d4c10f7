import fc from 'fast-check';
import { SPEC_CORRECTION } from '../scoring/correction';
import { describe, expect, it } from 'vitest';
import { scoreAnswerSet } from '../scoring/score-answer-set';
import { arbAnsweredQuestionnaire } from '../testing/arbitraries';
import { txt } from '../testing/factories';
import { inReading, isReading } from './reading';
import type { QuestionContent } from './types';

/** Every question and answer of a questionnaire with an easy wording of its own. */
function withEasyTexts(questions: QuestionContent[]): QuestionContent[] {
  return questions.map((q) => ({
    ...q,
    easy: {
      title: txt(`easy title ${q.id}`),
      text: txt(`easy text ${q.id}`, { it: 'testo facile', en: 'easy text' }),
    },
    childQuestions: withEasyTexts(q.childQuestions),
    answers: q.answers.map((a) => ({ ...a, easy: { text: txt(`easy answer ${a.id}`) } })),
  }));
}

describe('inReading', () => {
  it('puts the easy wording in place, per language, and leaves no easy key', () => {
    const [question] = withEasyTexts([
      {
        id: 1,
        type: 'SC',
        title: txt('Titel', { fr: 'Titre', it: 'Titolo', en: 'Title' }),
        text: txt('Frage', { fr: 'Question', it: 'Domanda', en: 'Question' }),
        chapter: 1,
        inNexpresso: true,
        childQuestions: [],
        answers: [{ id: 101, row: 1, text: txt('ja'), scoring: [1] }],
      },
    ]);
    const easy = inReading({ questions: [question] }, 'easy').questions[0];
    expect(easy?.text).toEqual({
      de: 'easy text 1',
      fr: 'Question',
      it: 'testo facile',
      en: 'easy text',
    });
    expect(easy?.answers[0]?.text.de).toBe('easy answer 101');
    expect(JSON.stringify(easy)).not.toContain('"easy"');
    const standard = inReading({ questions: [question] }, 'standard').questions[0];
    expect(standard?.text.de).toBe('Frage');
    expect(JSON.stringify(standard)).not.toContain('"easy"');
  });

  it('gives the same scores whichever reading was read', () => {
    fc.assert(
      fc.property(arbAnsweredQuestionnaire, fc.boolean(), ({ questions, answerIds }, long) => {
        const authored = withEasyTexts(questions);
        const score = (qs: readonly QuestionContent[]) =>
          scoreAnswerSet({
            questions: qs,
            answerIds,
            longVersionAttempted: long,
            correction: SPEC_CORRECTION,
          }).scores;
        expect(score(inReading(authored, 'easy'))).toEqual(score(inReading(authored, 'standard')));
        expect(score(inReading(authored, 'easy'))).toEqual(score(questions));
      }),
    );
  });

  it('knows the readings by name only', () => {
    expect(isReading('easy')).toBe(true);
    expect(isReading('standard')).toBe(true);
    expect(isReading('EASY')).toBe(false);
    expect(isReading(undefined)).toBe(false);
  });
});
