import { afterEach, describe, expect, it } from 'vitest';
import { forgetLanguage, rememberedLanguage, rememberLanguage } from './language-cookie';

describe('the LANG cookie in the browser', () => {
  afterEach(() => forgetLanguage());

  it('remembers a language and reads it back among other cookies', () => {
    document.cookie = 'other=fr';
    rememberLanguage('it');
    document.cookie = 'XLANG=en';
    expect(document.cookie).toContain('LANG=it');
    expect(rememberedLanguage()).toBe('it');
  });

  it('reads German without it, after it is forgotten, or for a value that is no language', () => {
    expect(rememberedLanguage()).toBe('de');
    rememberLanguage('fr');
    forgetLanguage();
    expect(rememberedLanguage()).toBe('de');
    document.cookie = 'LANG=rm; Path=/';
    expect(rememberedLanguage()).toBe('de');
  });
});
