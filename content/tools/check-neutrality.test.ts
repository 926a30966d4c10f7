import { describe, expect, it } from 'vitest';
import { checkNeutrality, leaning } from './check-neutrality';
import { evaluativeWords } from './check-evaluative-words';
import { readRecord } from './check-asks';
import { brokenCopy, CONTENT_ROOT, CURRENT_FILE } from './test-helpers';

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
    const record = readRecord(CONTENT_ROOT, questionnaire.version);
    const notes = 'notes' in record ? record.notes : null;
    expect(checkNeutrality({ file: CURRENT_FILE, questionnaire, record: notes })).toEqual([
      expect.objectContaining({
        questionId: scaled.id,
        locale: 'en',
        message: expect.stringContaining('the easy middle of the agreement scale agrees'),
      }),
    ]);
  });
});

describe('an option that praises or blames itself', () => {
  const questionnaire = brokenCopy();
  const question = questionnaire.questions.find((q) => q.id === 77);
  if (!question) throw new Error('no question 77');
  const [first, second] = question.answers;
  if (!first || !second) throw new Error('question 77 has too few answers');
  /** The shipped record's allowances, with question 77's as given. */
  const record = (neutral: Record<string, string> | undefined) => ({ 77: { neutral } });
  const wording = (text: string) => (first.text.en = text);

  it('is found in the one option with an evaluative word its siblings lack', () => {
    wording('The state builds sensible homes.');
    const found = checkNeutrality({ file: CURRENT_FILE, questionnaire, record: record({}) });
    expect(found).toContainEqual(
      expect.objectContaining({
        questionId: 77,
        locale: 'en',
        message: expect.stringContaining(
          `answer ${first.id} (standard) carries "sensible", which none of its siblings does`,
        ),
      }),
    );
  });

  it('is not found where a sibling says the same of itself, or the record allows it', () => {
    const of = (r: unknown) =>
      checkNeutrality({ file: CURRENT_FILE, questionnaire, record: r }).filter(
        (p) =>
          p.questionId === 77 && p.locale === 'en' && p.message.includes(`answer ${first.id} `),
      );
    second.text.en = 'Cooperatives build more affordable homes.';
    wording('The state builds affordable homes.');
    expect(of(record({}))).toEqual([]);
    wording('The state builds sensible homes.');
    expect(of(record({}))).not.toEqual([]);
    expect(of(record({ [first.id]: 'Only to test.' }))).toEqual([]);
  });

  it('does not read "just" (only) as praise', () => {
    expect(evaluativeWords('just the essentials', 'en')).toEqual([]);
    expect(evaluativeWords('fair chances for all', 'en')).toEqual(['fair']);
    expect(evaluativeWords('des logements abordables', 'fr')).toEqual(['abordables']);
  });
});
