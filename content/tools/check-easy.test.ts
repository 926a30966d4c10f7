import { describe, expect, it } from 'vitest';
import { checkEasyPages, checkEasyQuestionnaire } from './check-easy';
import { brokenCopy, CURRENT_FILE } from './test-helpers';

function problemsWithGermanText(text: string) {
  const questionnaire = brokenCopy();
  const first = questionnaire.questions[0];
  if (!first?.easy) throw new Error('the first question has no easy wording');
  first.easy.text.de = text;
  return checkEasyQuestionnaire({ file: CURRENT_FILE, questionnaire })
    .filter((p) => p.questionId === first.id && p.locale === 'de')
    .map((p) => p.message);
}

describe('German compounds in easy texts', () => {
  it('accepts a long noun compound split with a hyphen, and abbreviations', () => {
    expect(problemsWithGermanText('Magst du Gemeinde-Versammlungen und E-Mails?')).toEqual([]);
    expect(problemsWithGermanText('Hast du eine E-ID und einen QR-Code?')).toEqual([]);
  });

  it('refuses a short compound split with a hyphen: it is one word', () => {
    expect(problemsWithGermanText('Magst du deinen Wohn-Ort?')).toEqual([
      expect.stringContaining('"Wohn-Ort" is short (7 letters)'),
    ]);
  });

  it('refuses a split verb or adjective', () => {
    expect(problemsWithGermanText('Willst du mit-bestimmen?')).toEqual([
      expect.stringContaining('"mit-bestimmen" is no noun'),
    ]);
  });

  it('refuses the medio-point', () => {
    expect(problemsWithGermanText('Magst du Gemeinde·Versammlungen?')).toEqual([
      expect.stringContaining('not a medio-point'),
    ]);
  });
});

describe('easy pages of the served questionnaire', () => {
  it('refuse a chapter introduction that asks a question or runs over six sentences', () => {
    const questionnaire = brokenCopy();
    const chapter = questionnaire.chapters[0];
    if (!chapter?.easy) throw new Error('the first chapter has no easy wording');
    chapter.easy.intro.en = 'Here it is about you. How curious are you?';
    chapter.easy.intro.fr = 'Un. Deux. Trois. Quatre. Cinq. Six. Sept.';
    const messages = checkEasyPages({ file: CURRENT_FILE, questionnaire })
      .filter((p) => (p.locale === 'en' || p.locale === 'fr') && p.message.startsWith('chapter 1:'))
      .map((p) => `${p.locale}: ${p.message}`);
    expect(messages).toEqual([
      expect.stringMatching(/^fr: chapter 1: easy intro has 7 sentences/),
      expect.stringMatching(/^en: chapter 1: easy intro asks a question nobody answers/),
    ]);
  });

  it('refuse a group text that asks a question: each screen shows one of its questions', () => {
    const questionnaire = brokenCopy();
    const group = questionnaire.questions.find((q) => q.type === 'GROUP');
    if (!group?.easy) throw new Error('no group with an easy wording');
    group.easy.text.it = 'Quanto sono importanti le feste?';
    const problems = checkEasyPages({ file: CURRENT_FILE, questionnaire }).filter(
      (p) => p.questionId === group.id && p.locale === 'it',
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining('easy group text asks a question nobody answers'),
    ]);
  });
});
