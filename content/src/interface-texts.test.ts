import { describe, expect, it } from 'vitest';
import { LOCALES } from '@values-cross/core';
import easyDe from '../locales/de/easy.json' with { type: 'json' };
import resultDe from '../locales/de/result.json' with { type: 'json' };
import resultFr from '../locales/fr/result.json' with { type: 'json' };
import { interfaceTexts } from './interface-texts';

describe('interfaceTexts', () => {
  it('gives a language’s own texts in the standard reading', () => {
    expect(interfaceTexts('fr', 'result').title).toBe(resultFr.title);
    expect(interfaceTexts('de', 'result').profile.strong.curiosity).toBe(
      resultDe.profile.strong.curiosity,
    );
  });

  it('lays the language’s easy texts over the standard ones in the easy reading', () => {
    const easy = interfaceTexts('de', 'result', 'easy');
    expect(easy.profile.strong.curiosity).toBe(easyDe.result.profile.strong.curiosity);
    expect(easy.profile.strong.curiosity).not.toBe(resultDe.profile.strong.curiosity);
    // A text without an easy wording reads as the standard one.
    expect(easy.title).toBe(resultDe.title);
  });

  it('has every text in every language and reading, worked out once', () => {
    for (const locale of LOCALES) {
      for (const reading of ['standard', 'easy'] as const) {
        const common = interfaceTexts(locale, 'common', reading);
        expect(common.app.name, `${locale} ${reading}`).toMatch(/\S/);
        expect(interfaceTexts(locale, 'common', reading)).toBe(common);
      }
    }
  });
});
