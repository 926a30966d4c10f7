import { describe, expect, it } from 'vitest';
import { checkNeutrality, leaning } from './check-neutrality';
import { brokenCopy, CURRENT_FILE } from './test-helpers';

describe('the middle of an agreement scale', () => {
  it('leans when it agrees or disagrees alone, in every language', () => {
    expect(leaning('zum Teil einverstanden', 'de')).toBe('agrees');
    expect(leaning('en partie d’accord', 'fr')).toBe('agrees');
    expect(leaning('in parte no', 'it')).toBe('disagrees');
    expect(leaning('I partly agree', 'en')).toBe('agrees');
    expect(leaning('I partly disagree', 'en')).toBe('disagrees');
  });

  it('is neutral with neither, or with both alike', () => {
    expect(leaning('teils, teils', 'de')).toBeNull();
    expect(leaning('teils ja, teils nein', 'de')).toBeNull();
    expect(leaning('en partie oui, en partie non', 'fr')).toBeNull();
    expect(leaning('in parte sì, in parte no', 'it')).toBeNull();
    expect(leaning('partly', 'en')).toBeNull();
  });

  it('is refused in a questionnaire where its easy wording leans', () => {
    const questionnaire = brokenCopy();
    const scaled = questionnaire.questions
      .flatMap((q) => [q, ...(q.childQuestions ?? [])])
      .find((q) => q.scale === 'agreement' && q.answers.length % 2 === 1);
    if (!scaled) throw new Error('no agreement scale with a middle');
    const middle = [...scaled.answers].sort((a, b) => a.row - b.row)[2];
    if (!middle?.easy) throw new Error('the middle has no easy wording');
    middle.easy.text.en = 'I partly agree';
    expect(checkNeutrality({ file: CURRENT_FILE, questionnaire })).toEqual([
      expect.objectContaining({
        questionId: scaled.id,
        locale: 'en',
        message: expect.stringContaining('the easy middle of the agreement scale agrees'),
      }),
    ]);
  });
});
