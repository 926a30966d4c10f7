import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import survey from '@values-cross/content/locales/it/survey.json';
import easy from '@values-cross/content/locales/it/easy.json';
import { loadPageTexts, switchLocale } from './i18n';
import { browserTranslator } from './translation';

describe('the catalogues of a page read in easy language', () => {
  beforeAll(() => {
    document.documentElement.dataset.reading = 'easy';
  });
  afterAll(() => {
    delete document.documentElement.dataset.reading;
  });

  it('give the easy text where there is one, the standard text elsewhere', async () => {
    await switchLocale('it');
    await loadPageTexts('it', ['survey']);
    expect(easy.survey.next).not.toBe(survey.next);
    expect(browserTranslator.translate('survey', 'next')).toBe(easy.survey.next);
    expect(browserTranslator.translate('common', 'landing.lead')).toBe(easy.common.landing.lead);
    expect(browserTranslator.translate('common', 'language.it')).toBe('Italiano');
  });

  it('a page’s own namespace comes in easy language too', async () => {
    await loadPageTexts('it', ['group']);
    expect(browserTranslator.translate('group', 'join.title')).toBe(easy.group.join.title);
  });
});
