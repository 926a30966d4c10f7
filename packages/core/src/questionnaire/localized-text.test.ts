import { describe, expect, it } from 'vitest';
import { txt } from '../testing/factories';
import { isLocale, localize } from './localized-text';
import type { Locale, LocalizedText } from './types';

describe('localize (product.md §3: empty -> German prefixed by the upper-case locale)', () => {
  const full: LocalizedText = { de: 'Heimat', fr: 'Patrie', it: 'Patria', en: 'Home' };
  const germanOnly = txt('Heimat');
  it.each<[LocalizedText, Locale, string]>([
    [full, 'de', 'Heimat'],
    [full, 'fr', 'Patrie'],
    [full, 'it', 'Patria'],
    [full, 'en', 'Home'],
    [germanOnly, 'de', 'Heimat'],
    [germanOnly, 'fr', 'FR: Heimat'],
    [germanOnly, 'it', 'IT: Heimat'],
    [germanOnly, 'en', 'EN: Heimat'],
    [txt('Heimat', { en: '   ' }), 'en', 'EN: Heimat'],
    [txt(''), 'de', ''],
    [txt('', { fr: 'Patrie' }), 'de', ''],
  ])('%j in %s is %j', (text, locale, expected) => {
    expect(localize(text, locale)).toBe(expected);
  });
});

describe('isLocale', () => {
  it.each([
    ['de', true],
    ['fr', true],
    ['it', true],
    ['en', true],
    ['DE', false],
    ['rm', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j -> %s', (x, expected) => {
    expect(isLocale(x)).toBe(expected);
  });
});
