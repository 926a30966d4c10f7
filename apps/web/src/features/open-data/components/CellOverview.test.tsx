// Which cantons, age groups and language regions of a snapshot have figures of their own, each a
// link to its cell that keeps the snapshot and version; "none yet" where a dimension has none.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@values-cross/core';
import type { OpenDataCell } from '@values-cross/contract';
import de from '@values-cross/content/locales/de/population.json';
import en from '@values-cross/content/locales/en/population.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { CellOverview } from './CellOverview';

const catalogues = { de, en };
const QUERY = 'snapshot=2027-02-01&version=2027.1';

const cell = (
  canton: OpenDataCell['canton'],
  ageBand: OpenDataCell['ageBand'] = 'all',
  languageRegion: OpenDataCell['languageRegion'] = 'all',
): OpenDataCell => ({ canton, ageBand, languageRegion, count: 40, values: {} });

function overview(cells: OpenDataCell[], locale: 'de' | 'en' = 'en') {
  render(
    <TranslatorProvider
      translator={new Translator(locale, { [locale]: { population: catalogues[locale] } })}
    >
      <MemoryRouter initialEntries={[`/${locale}/open-data`]}>
        <CellOverview cells={cells} locale={locale as Locale} query={QUERY} />
      </MemoryRouter>
    </TranslatorProvider>,
  );
}

/** What the line of a dimension lists: the text, and each link's name and address. */
function line(term: string) {
  const entry = screen.getByText(term).parentElement as HTMLElement;
  const definition = entry.querySelector('dd') as HTMLElement;
  return {
    text: definition.textContent,
    links: within(definition)
      .queryAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

describe('the overview of the groups with figures', () => {
  it('links each canton, age group and language region with a cell of its own', () => {
    overview([
      cell('all'),
      cell('ZH'),
      cell('GE'),
      cell('all', '65-plus'),
      cell('all', 'all', 'fr'),
    ]);
    expect(line('Cantons')).toEqual({
      text: 'Zurich, Geneva',
      links: [
        ['Zurich', `/en/open-data?${QUERY}&canton=ZH`],
        ['Geneva', `/en/open-data?${QUERY}&canton=GE`],
      ],
    });
    expect(line('Age groups').links).toEqual([
      ['65 and over', `/en/open-data?${QUERY}&ageBand=65-plus`],
    ]);
    expect(line('Language regions').links).toEqual([
      ['French-speaking Switzerland', `/en/open-data?${QUERY}&region=fr`],
    ]);
  });

  it('lists no group from a cell that combines two of them', () => {
    overview([
      cell('all'),
      cell('ZH', '18-24'),
      cell('BE', 'all', 'de'),
      cell('all', '25-34', 'de'),
    ]);
    expect(line('Cantons').text).toBe('none yet');
    expect(line('Age groups').text).toBe('none yet');
    expect(line('Language regions').text).toBe('none yet');
  });

  it('says "none yet" for every dimension of a snapshot with Switzerland only', () => {
    overview([cell('all')]);
    expect(screen.getAllByText('none yet')).toHaveLength(3);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks the page’s language, in its links too', () => {
    overview([cell('ZH'), cell('GE')], 'de');
    expect(screen.getByRole('heading', { name: 'Gruppen mit Zahlen' })).toBeInTheDocument();
    expect(line('Kantone').links).toEqual([
      ['Zürich', `/de/open-data?${QUERY}&canton=ZH`],
      ['Genf', `/de/open-data?${QUERY}&canton=GE`],
    ]);
    expect(line('Sprachregionen').text).toBe('noch keine');
  });
});
