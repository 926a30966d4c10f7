import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

const catalogues = {
  de: {
    common: {
      app: { name: 'Wertekreuz' },
      members_one: '{{count}} Mitglied',
      members_other: '{{count}} Mitglieder',
    },
  },
  fr: { common: { members_one: '{{count}} membre', members_other: '{{count}} membres' } },
  en: {
    common: {
      app: { name: 'Values Cross' },
      onlyEnglish: 'Hello {{name}}',
      members_one: '{{count}} member',
      members_other: '{{count}} members',
    },
  },
};

describe('Translator', () => {
  it('finds a text by its dotted key in the language shown', () => {
    expect(new Translator('de', catalogues).translate('common', 'app.name')).toBe('Wertekreuz');
  });

  it('chooses the plural form by the rules of the language', () => {
    const translator = new Translator('fr', catalogues);
    // French counts zero as singular, German and English do not.
    expect(translator.translate('common', 'members', { count: 0 })).toBe('0 membre');
    translator.changeLanguage('de');
    expect(translator.translate('common', 'members', { count: 0 })).toBe('0 Mitglieder');
    expect(translator.translate('common', 'members', { count: 1 })).toBe('1 Mitglied');
  });

  it('falls back to English, then to the key, and keeps a place without a value', () => {
    const translator = new Translator('fr', catalogues);
    expect(translator.translate('common', 'app.name')).toBe('Values Cross');
    expect(translator.translate('common', 'onlyEnglish')).toBe('Hello {{name}}');
    expect(translator.translate('common', 'no.such.text')).toBe('no.such.text');
  });

  it('tells its readers once when the language changes and its catalogues arrive', async () => {
    const translator = new Translator('de', catalogues);
    let changes = 0;
    const stop = translator.subscribe(() => (changes += 1));
    translator.changeLanguage('de');
    await Promise.resolve();
    expect(changes).toBe(0);
    translator.changeLanguage('it');
    translator.addResourceBundle('it', 'common', { app: { name: 'Croce dei valori' } });
    translator.addResourceBundle('it', 'survey', {});
    await Promise.resolve();
    expect(changes).toBe(1);
    expect(translator.translate('common', 'app.name')).toBe('Croce dei valori');
    // The fallback language arriving changes nothing shown.
    translator.addResourceBundle('en', 'survey', {});
    await Promise.resolve();
    expect(changes).toBe(1);
    stop();
    translator.changeLanguage('fr');
    await Promise.resolve();
    expect(changes).toBe(1);
  });
});

describe('the fallback when a text is missing', () => {
  it('is asked for once per namespace, and its arrival shows the missing text', async () => {
    const translator = new Translator('fr', { fr: { common: { app: { name: 'Croix' } } } });
    const asked: string[] = [];
    translator.onMissingText = (namespace) => asked.push(namespace);
    let changes = 0;
    translator.subscribe(() => (changes += 1));
    expect(translator.translate('common', 'app.name')).toBe('Croix');
    expect(asked).toEqual([]);
    expect(translator.translate('common', 'onlyEnglish')).toBe('onlyEnglish');
    expect(translator.translate('common', 'other')).toBe('other');
    expect(asked).toEqual(['common']);
    translator.addResourceBundle('en', 'common', { onlyEnglish: 'Hello' });
    await Promise.resolve();
    expect(changes).toBe(1);
    expect(translator.translate('common', 'onlyEnglish')).toBe('Hello');
    expect(translator.translate('common', 'still.missing')).toBe('still.missing');
    expect(asked).toEqual(['common']);
  });
});
