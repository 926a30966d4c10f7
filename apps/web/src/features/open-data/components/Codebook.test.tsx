// The codebook on the open-data page: every column of the CSV file, in the file's order, with what
// it means in the page's language, and the codebook as a file to download.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@values-cross/core';
import dePopulation from '@values-cross/content/locales/de/population.json';
import deResult from '@values-cross/content/locales/de/result.json';
import enPopulation from '@values-cross/content/locales/en/population.json';
import enResult from '@values-cross/content/locales/en/result.json';
import frPopulation from '@values-cross/content/locales/fr/population.json';
import frResult from '@values-cross/content/locales/fr/result.json';
import itPopulation from '@values-cross/content/locales/it/population.json';
import itResult from '@values-cross/content/locales/it/result.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { Codebook } from './Codebook';

const catalogues = {
  de: { population: dePopulation, result: deResult },
  en: { population: enPopulation, result: enResult },
  fr: { population: frPopulation, result: frResult },
  it: { population: itPopulation, result: itResult },
};

/** The codebook in a language, as [column, meaning] rows. */
function codebook(locale: Locale) {
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: catalogues[locale] })}>
      <Codebook />
    </TranslatorProvider>,
  );
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      within(row).getByRole('cell').textContent,
    ]);
}

describe('the codebook', () => {
  it('explains the key columns first, then the mean and quartiles of each of the eight values', () => {
    const rows = codebook('en');
    expect(rows.map(([column]) => column)).toHaveLength(6 + 8 * 4);
    expect(rows.slice(0, 7)).toEqual([
      ['questionnaire_version', 'Questionnaire version whose results the row counts'],
      ['snapshot', 'Day the snapshot was published (YYYY-MM-DD, UTC)'],
      ['canton', 'Canton as its two-letter code, or all'],
      ['age_band', 'Age group (under-18, 18-24, 25-34, 35-49, 50-64, 65-plus), or all'],
      ['language_region', 'Language region (de, fr, it, rm), or all'],
      ['count', 'Results in the cell, rounded to 5'],
      ['curiosity_mean', 'Curiosity: mean (0 to 1)'],
    ]);
    expect(rows.slice(6, 10).map(([column]) => column)).toEqual([
      'curiosity_mean',
      'curiosity_q1',
      'curiosity_median',
      'curiosity_q3',
    ]);
    expect(rows.at(-1)).toEqual(['power_q3', 'Power: upper quartile (0 to 1)']);
  });

  it('keeps the column names as they are in the file, untranslated', () => {
    codebook('de');
    const name = screen.getByText('age_band');
    expect(name.tagName).toBe('CODE');
    expect(name).toHaveAttribute('translate', 'no');
  });

  it('offers the codebook as a file to download', () => {
    codebook('en');
    const file = screen.getByRole('link', { name: 'Codebook as a file (JSON, in four languages)' });
    expect(file).toHaveAttribute('href', '/api/v1/open-data/codebook.json');
    expect(file).toHaveAttribute('download');
  });

  it('speaks the page’s language, the column names unchanged', () => {
    const rows = codebook('de');
    expect(screen.getByRole('heading', { name: 'Codebuch' })).toBeInTheDocument();
    expect(rows).toContainEqual(['count', 'Ergebnisse in der Zelle, auf 5 gerundet']);
    expect(rows).toContainEqual(['curiosity_q1', 'Neugier: unteres Quartil (0 bis 1)']);
  });

  it.each(LOCALES)('has a meaning for every column in %s', (locale) => {
    for (const [column, meaning] of codebook(locale)) {
      expect(meaning, column ?? '').not.toMatch(/openData\.|dimensions\.|\{\{/);
      expect(meaning?.trim(), column ?? '').not.toBe('');
    }
  });
});
