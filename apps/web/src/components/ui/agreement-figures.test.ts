import { describe, expect, it } from 'vitest';
import { LOCALES } from '@values-cross/core';
import { agreementFigures, writtenCount } from './agreement-figures';

describe('writtenCount', () => {
  // Swiss usage, as Node 20's ICU writes it for de-CH, fr-CH, it-CH and en-CH (later ICU data
  // writes French with an apostrophe: a fixed expectation, not the engine's, holds the page to one
  // form whichever engine runs the tests).
  it.each([
    ['de', [0, 999, 1000, 12345, 1234567], ['0', '999', "1'000", "12'345", "1'234'567"]],
    [
      'fr',
      [0, 999, 1000, 12345, 1234567],
      ['0', '999', '1\u202f000', '12\u202f345', '1\u202f234\u202f567'],
    ],
    ['it', [0, 999, 9999, 10000, 1234567], ['0', '999', '9999', "10'000", "1'234'567"]],
    ['en', [0, 999, 1000, 12345, 1234567], ['0', '999', "1'000", "12'345", "1'234'567"]],
  ] as const)('writes counts in %s as Switzerland writes them', (locale, counts, written) => {
    expect(counts.map((count) => writtenCount(count, locale))).toEqual(written);
  });

  it('groups the simulated people of a version as each language does', () => {
    expect(LOCALES.map((locale) => writtenCount(2000, locale))).toEqual([
      "2'000",
      '2\u202f000',
      '2000',
      "2'000",
    ]);
  });
});

describe('agreementFigures', () => {
  it('gives the people of a measured version as the language writes them', () => {
    expect(agreementFigures('2027.1', 'fr')?.people).toBe('1\u202f000');
  });

  it('gives nothing for a version without a benchmark', () => {
    expect(agreementFigures('1999.1', 'de')).toBeNull();
  });
});
