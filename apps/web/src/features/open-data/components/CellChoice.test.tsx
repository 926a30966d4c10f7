// The choice of snapshot, version and cell on the open-data page: a form that shows the current
// choice, offers only what exists, and loads the page again with the choice in its address.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { OpenDataIndex } from '@values-cross/contract';
import de from '@values-cross/content/locales/de/population.json';
import en from '@values-cross/content/locales/en/population.json';
import fr from '@values-cross/content/locales/fr/population.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import type { Chosen, OpenDataView } from '../api/open-data-load';
import { CellChoice } from './CellChoice';

const catalogues = { de, en, fr };

const version = (snapshot: string, questionnaireVersion: string) => ({
  questionnaireVersion,
  cells: 3,
  csv: `/api/v1/open-data/${snapshot}/${questionnaireVersion}.csv`,
  json: `/api/v1/open-data/${snapshot}/${questionnaireVersion}.json`,
});

const index: OpenDataIndex = {
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  rules: { minimumCount: 30, countStep: 5, valueBand: 0.2, minimumGain: 30, minimumNetworks: 10 },
  snapshots: [
    {
      snapshot: '2027-02-01',
      publishedAt: '2027-02-01T03:00:00Z',
      versions: [version('2027-02-01', '2026.1'), version('2027-02-01', '2027.1')],
    },
    {
      snapshot: '2027-01-01',
      publishedAt: '2027-01-01T03:00:00Z',
      versions: [version('2027-01-01', '2026.1')],
    },
  ],
};

const everyone: Chosen = { canton: 'all', ageBand: 'all', languageRegion: 'all' };

function viewOf(chosen: Partial<Chosen> = {}, snapshot = '2027-02-01', shown = '2027.1') {
  return {
    index,
    snapshot,
    version: shown,
    file: null,
    chosen: { ...everyone, ...chosen },
    unknown: [],
    cell: null,
    address: '',
  } satisfies OpenDataView;
}

/** The choice on the open-data page in a language; returns the router to read the address. */
function choose(view: OpenDataView, locale: keyof typeof catalogues = 'en') {
  const router = createMemoryRouter(
    [{ path: '/:lang/open-data', element: <CellChoice view={view} locale={locale} /> }],
    { initialEntries: [`/${locale}/open-data`] },
  );
  render(
    <TranslatorProvider
      translator={new Translator(locale, { [locale]: { population: catalogues[locale] } })}
    >
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  return router;
}

const optionsOf = (label: string) =>
  within(screen.getByRole('combobox', { name: label }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the choice of a cell', () => {
  it('shows the current choice', () => {
    choose(viewOf({ canton: 'ZH', ageBand: '18-24', languageRegion: 'de' }));
    expect(screen.getByRole('form', { name: 'Choose' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Snapshot' })).toHaveValue('2027-02-01');
    expect(screen.getByRole('combobox', { name: 'Questionnaire version' })).toHaveValue('2027.1');
    expect(screen.getByRole('combobox', { name: 'Canton' })).toHaveValue('ZH');
    expect(screen.getByRole('combobox', { name: 'Age group' })).toHaveValue('18-24');
    expect(screen.getByRole('combobox', { name: 'Language region' })).toHaveValue('de');
  });

  it('offers every snapshot, but only the versions of the snapshot shown', () => {
    choose(viewOf({}, '2027-01-01', '2026.1'));
    expect(optionsOf('Snapshot')).toEqual(['2027-02-01', '2027-01-01']);
    expect(optionsOf('Questionnaire version')).toEqual(['2026.1']);
  });

  it('offers all of a group first, then every canton, age group and region', () => {
    choose(viewOf());
    const cantons = optionsOf('Canton');
    expect(cantons[0]).toBe('All cantons');
    expect(cantons).toHaveLength(1 + 26);
    expect(optionsOf('Age group')).toEqual([
      'All age groups',
      'under 18',
      '18–24',
      '25–34',
      '35–49',
      '50–64',
      '65 and over',
    ]);
    expect(optionsOf('Language region')).toEqual([
      'All language regions',
      'German-speaking Switzerland',
      'French-speaking Switzerland',
      'Italian-speaking Switzerland',
      'Romansh-speaking Switzerland',
    ]);
  });

  it('lists the cantons in the alphabetical order of the page’s language, not by code', () => {
    choose(viewOf());
    const english = optionsOf('Canton');
    expect(english.indexOf('Appenzell Ausserrhoden')).toBeLessThan(
      english.indexOf('Appenzell Innerrhoden'),
    );
    cleanup();
    choose(viewOf(), 'de');
    const german = optionsOf('Kanton');
    expect(german[0]).toBe('Alle Kantone');
    expect(german.indexOf('Tessin')).toBeLessThan(german.indexOf('Thurgau'));
    cleanup();
    choose(viewOf(), 'fr');
    const french = optionsOf('Canton');
    // Accents count as their letters: "Bâle" before "Berne".
    expect(french.slice(0, 5)).toEqual([
      'Tous les cantons',
      'Appenzell Rhodes-Extérieures',
      'Appenzell Rhodes-Intérieures',
      'Argovie',
      'Bâle-Campagne',
    ]);
    expect(french.indexOf('Bâle-Ville')).toBeLessThan(french.indexOf('Berne'));
    // "All" in each field's gender.
    expect(optionsOf('Tranche d’âge')[0]).toBe('Toutes les tranches d’âge');
    expect(optionsOf('Région linguistique')[0]).toBe('Toutes les régions linguistiques');
  });

  it('loads the page again with the choice in its address, to be shared', async () => {
    const router = choose(viewOf());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Canton' }), 'Bern');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Age group' }),
      '65 and over',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        snapshot: '2027-02-01',
        version: '2027.1',
        canton: 'BE',
        ageBand: '65-plus',
        region: 'all',
      }),
    );
    expect(router.state.location.pathname).toBe('/en/open-data');
  });
});
