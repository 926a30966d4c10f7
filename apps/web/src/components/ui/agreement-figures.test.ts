import { describe, expect, it } from 'vitest';
import { LOCALES } from '@values-cross/core';
import { agreementFigures, writtenCount } from './agreement-figures';

describe('writtenCount', () => {
  const counts = [0, 7, 42, 999, 1000, 2000, 9999, 10000, 12345, 100000, 999999, 1234567, 12345678];

  it.each(LOCALES)('writes counts in %s as Intl.NumberFormat does for Switzerland', (locale) => {
    const intl = new Intl.NumberFormat(`${locale}-CH`);
    for (const count of counts) expect(writtenCount(count, locale)).toBe(intl.format(count));
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
    expect(agreementFigures('2027.1', 'fr')?.people).toBe(
      new Intl.NumberFormat('fr-CH').format(2000),
    );
  });

  it('gives nothing for a version without a benchmark', () => {
    expect(agreementFigures('1999.1', 'de')).toBeNull();
  });
});
