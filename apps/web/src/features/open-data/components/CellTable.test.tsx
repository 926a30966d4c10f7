// One cell's table on the open-data page: a row per value with its mean, median and middle half
// in points 0..100, named by the cell's caption; a value withheld for too few people has no row.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import type { OpenDataCell } from '@values-cross/contract';
import dePopulation from '@values-cross/content/locales/de/population.json';
import deResult from '@values-cross/content/locales/de/result.json';
import enPopulation from '@values-cross/content/locales/en/population.json';
import enResult from '@values-cross/content/locales/en/result.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { CellTable } from './CellTable';

const catalogues = {
  de: { population: dePopulation, result: deResult },
  en: { population: enPopulation, result: enResult },
};

const everyValue = Object.fromEntries(
  VALUE_DIMENSIONS.map(({ key }) => [key, { mean: 0.5, q1: 0.4, median: 0.5, q3: 0.6 }]),
);

function show(cell: OpenDataCell, caption: string, locale: 'de' | 'en' = 'en') {
  render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: catalogues[locale] })}>
      <CellTable cell={cell} caption={caption} />
    </TranslatorProvider>,
  );
}

const switzerland = (values: OpenDataCell['values']): OpenDataCell => ({
  canton: 'all',
  ageBand: 'all',
  languageRegion: 'all',
  count: 1235,
  values,
});

/** The figures of a value's row: mean, median and middle half as shown. */
function figuresOf(value: string) {
  const row = screen.getByRole('rowheader', { name: value }).closest('tr') as HTMLElement;
  const [, mean, median, middleHalf] = within(row).getAllByRole('cell');
  return [mean, median, middleHalf].map((cell) => cell?.textContent);
}

describe('the table of a cell', () => {
  it('is named by its caption and can be scrolled with keys on a narrow screen', () => {
    show(switzerland(everyValue), 'Switzerland: 1235 results');
    expect(screen.getByRole('table', { name: 'Switzerland: 1235 results' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Switzerland: 1235 results' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByText(/^The table is wider than the screen/)).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Value',
      'Distribution',
      'Mean',
      'Median',
      'Middle half',
    ]);
  });

  it('has a row for each of the eight values, in the order of the cross', () => {
    show(switzerland(everyValue), 'Switzerland');
    expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
      'Curiosity',
      'Technology',
      'Equality',
      'Loyalty',
      'Origin',
      'Nature',
      'Freedom',
      'Power',
    ]);
  });

  it('shows the figures as rounded points from 0 to 100', () => {
    show(
      switzerland({
        ...everyValue,
        curiosity: { mean: 0.456, q1: 0.125, median: 0.5, q3: 0.994 },
        power: { mean: 0, q1: 0, median: 0, q3: 1 },
      }),
      'Switzerland',
    );
    expect(figuresOf('Curiosity')).toEqual(['46', '50', '13–99']);
    expect(figuresOf('Power')).toEqual(['0', '0', '0–100']);
    expect(figuresOf('Nature')).toEqual(['50', '50', '40–60']);
  });

  it('leaves out a value withheld for too few people, and keeps the others', () => {
    const { power: _withheld, ...others } = everyValue;
    show(switzerland(others), 'Uri');
    expect(screen.queryByRole('rowheader', { name: 'Power' })).toBeNull();
    expect(screen.getAllByRole('rowheader')).toHaveLength(7);
  });

  it('has only its header for a cell without any value', () => {
    show(switzerland({}), 'Uri');
    expect(screen.queryAllByRole('rowheader')).toEqual([]);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });

  it('speaks the page’s language', () => {
    show(switzerland(everyValue), 'Schweiz: 1235 Ergebnisse', 'de');
    expect(screen.getByRole('table', { name: 'Schweiz: 1235 Ergebnisse' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mittelwert' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mittlere Hälfte' })).toBeInTheDocument();
    expect(figuresOf('Neugier')).toEqual(['50', '50', '40–60']);
  });
});
