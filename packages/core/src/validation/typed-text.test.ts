import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasUnseenCharacters } from './typed-text';
import { isValidEmail } from './account-rules';

describe('hasUnseenCharacters', () => {
  it.each([
    ['NUL', 'Anna\u0000'],
    ['a control character', 'An\u0007na'],
    ['a line break', 'An\nna'],
    ['a right-to-left override', '\u202eannA'],
    ['an isolate', '\u2067Anna\u2069'],
    ['the Arabic letter mark', 'Anna\u061c'],
    ['a zero-width space', 'An\u200bna'],
    ['a zero-width joiner', 'An\u200dna'],
    ['the word joiner', 'An\u2060na'],
    ['the byte-order mark', '\ufeffAnna'],
    ['a line separator', 'An\u2028na'],
    ['a lone high surrogate', 'Anna\ud800'],
    ['a lone low surrogate', '\udc00Anna'],
    ['the replacement character', 'An\ufffdna'],
    ['the Hangul filler', '\u3164'],
    ['the halfwidth Hangul filler', 'Anna\uffa0'],
    ['the blank Braille pattern', '\u2800\u2800'],
    ['the combining grapheme joiner', 'An\u034fna'],
    ['a variation selector after a letter', 'Anna\ufe0f'],
    ['a variation selector alone', '\ufe0f'],
    ['a private-use character', 'Anna\ue000'],
    ['a supplementary private-use character', 'Anna\u{f0000}'],
    ['a tag character', 'Anna\u{e0041}'],
  ])('finds %s', (_, text) => {
    expect(hasUnseenCharacters(text)).toBe(true);
  });

  it('lets names in every script, accents and apostrophes through', () => {
    for (const name of [
      'Zoë',
      'Jean-Luc',
      'O’Brien',
      'Ça Va',
      'Łukasz',
      'محمد',
      '李雷',
      'Anne Marie',
      'Klasse 3b ❤️',
      'Team 1️⃣',
      'Chor 🎶',
      'Gruppe ✌︎',
    ])
      expect(hasUnseenCharacters(name), name).toBe(false);
  });

  it('holds for any text built of letters, digits, spaces and punctuation (but the Hangul fillers, letters that show as nothing)', () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[\p{L}\p{N}\p{P} ]*$/u)
          .filter((text) => !/[\u115f\u1160\u3164\uffa0]/u.test(text)),
        (text) => !hasUnseenCharacters(text),
      ),
    );
  });
});

describe('isValidEmail', () => {
  it('refuses an address with an unseen character', () => {
    expect(isValidEmail('anna@example.ch')).toBe(true);
    expect(isValidEmail('anna\u0000@example.ch')).toBe(false);
    expect(isValidEmail('anna@exa\u200bmple.ch')).toBe(false);
  });
});
