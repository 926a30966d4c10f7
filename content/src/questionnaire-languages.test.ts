import { isYesNoQuestion, leafQuestions, LOCALES } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { currentQuestionnaire } from './index';

describe('the published questionnaire served in one language (?lang=)', () => {
  it('has the same yes/no questions in every language as in German (product.md §3)', () => {
    const all = leafQuestions(currentQuestionnaire().questions);
    for (const locale of LOCALES) {
      const served = all.map((q) => ({
        answers: q.answers.map((a) => ({ ...a, text: { [locale]: a.text[locale] } })),
      })) as unknown as Array<Parameters<typeof isYesNoQuestion>[0]>;
      expect(served.map(isYesNoQuestion), locale).toEqual(all.map(isYesNoQuestion));
    }
    expect(all.filter(isYesNoQuestion).length).toBeGreaterThan(0);
  });
});
