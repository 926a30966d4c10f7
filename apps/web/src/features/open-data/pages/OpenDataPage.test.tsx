// The open-data page with its loader, as a visitor opens it: Switzerland or a chosen group, a
// group too small to publish, the files offered, the citation, nothing published yet, the
// guarantee of the installation's rules, the page's title, in English and German.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import type { OpenDataCell, OpenDataIndex } from '@values-cross/contract';
import { openDataPath } from '@values-cross/contract/paths';
import deCommon from '@values-cross/content/locales/de/common.json';
import dePopulation from '@values-cross/content/locales/de/population.json';
import deResult from '@values-cross/content/locales/de/result.json';
import enCommon from '@values-cross/content/locales/en/common.json';
import enPopulation from '@values-cross/content/locales/en/population.json';
import enResult from '@values-cross/content/locales/en/result.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { jsonResponse } from '@/testing/groups';
import { Component, loader } from './OpenDataPage';

const catalogues = {
  de: { common: deCommon, population: dePopulation, result: deResult },
  en: { common: enCommon, population: enPopulation, result: enResult },
};

const SNAPSHOT = '2027-02-01';
const files = (version: string) => ({
  questionnaireVersion: version,
  cells: 3,
  csv: `/api/v1/open-data/${SNAPSHOT}/${version}.csv`,
  json: `/api/v1/open-data/${SNAPSHOT}/${version}.json`,
});

const indexOf = (versions: string[], minimumNetworks = 10): OpenDataIndex => ({
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  rules: { minimumCount: 30, countStep: 5, valueBand: 0.2, minimumGain: 30, minimumNetworks },
  snapshots:
    versions.length === 0
      ? []
      : [
          {
            snapshot: SNAPSHOT,
            publishedAt: '2027-02-01T03:00:00Z',
            versions: versions.map(files),
          },
        ],
});

const values = Object.fromEntries(
  VALUE_DIMENSIONS.map(({ key }) => [key, { mean: 0.52, q1: 0.4, median: 0.5, q3: 0.7 }]),
);
const cell = (
  canton: OpenDataCell['canton'],
  ageBand: OpenDataCell['ageBand'],
  languageRegion: OpenDataCell['languageRegion'],
  count: number,
): OpenDataCell => ({ canton, ageBand, languageRegion, count, values });

const cells = [
  cell('all', 'all', 'all', 1235),
  cell('ZH', 'all', 'all', 310),
  cell('ZH', '18-24', 'de', 35),
];

const fetchMock = vi.fn<typeof fetch>();

/** The API publishing `index`, with the cells above in every file. */
function publishing(index: OpenDataIndex) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === openDataPath) return jsonResponse(200, index);
    const version = /\/([^/]+)\.json$/.exec(path)?.[1];
    return version
      ? jsonResponse(200, {
          questionnaireVersion: version,
          snapshot: SNAPSHOT,
          licence: index.licence,
          cells,
        })
      : jsonResponse(404, { detail: 'not_found' });
  });
}

/** The page at `path` (its language first), once its loader has answered. */
async function openPage(path: string) {
  const locale = path.startsWith('/de') ? 'de' : 'en';
  const router = createMemoryRouter(
    [{ path: '/:lang/open-data', loader, Component, HydrateFallback: () => null }],
    { initialEntries: [path] },
  );
  const page = render(
    <TranslatorProvider translator={new Translator(locale, { [locale]: catalogues[locale] })}>
      <RouterProvider router={router} />
    </TranslatorProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return page;
}

const downloads = () =>
  within(screen.getByRole('region', { name: /^(Download|Herunterladen)$/ }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')]);

describe('the open-data page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    publishing(indexOf(['2027.1']));
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows Switzerland in the newest snapshot, with the figures of every value', async () => {
    await openPage('/en/open-data');
    expect(screen.getByRole('heading', { level: 1, name: 'Open data' })).toBeInTheDocument();
    expect(screen.getByText(/^Participants chose to take part/)).toBeInTheDocument();
    const caption = 'Switzerland: 1235\u00a0results (rounded to 5), snapshot of 2027-02-01';
    const table = screen.getByRole('table', { name: caption });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(8);
    const curiosity = within(table).getByRole('rowheader', { name: 'Curiosity' }).closest('tr');
    // Mean, median and middle half in points (the chart's cell has no text).
    expect(
      within(curiosity as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', '52', '50', '40–70']);
    expect(screen.getByText(/^The bar spans the middle half of people/)).toBeInTheDocument();
  });

  it('names a chosen group by its canton, age group and language region', async () => {
    await openPage('/en/open-data?canton=ZH&ageBand=18-24&region=de');
    expect(
      screen.getByRole('table', {
        name: 'Zurich, 18–24, German-speaking Switzerland: 35\u00a0results (rounded to 5), snapshot of 2027-02-01',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Canton' })).toHaveValue('ZH');
  });

  it('says when a group has too few results to be published, and still offers the rest', async () => {
    await openPage('/en/open-data?canton=UR');
    expect(screen.getByRole('status')).toHaveTextContent(
      'This choice has fewer than 30 results. It is not published.',
    );
    expect(screen.queryByRole('table', { name: /results/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Canton' })).toHaveValue('UR');
    expect(downloads()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Zurich' })).toHaveAttribute(
      'href',
      '/en/open-data?snapshot=2027-02-01&version=2027.1&canton=ZH',
    );
  });

  it('offers the files of the version shown and the index of every snapshot', async () => {
    await openPage('/en/open-data');
    expect(downloads()).toEqual([
      ['CSV (2027.1, snapshot of 2027-02-01)', '/api/v1/open-data/2027-02-01/2027.1.csv', true],
      ['JSON (2027.1, snapshot of 2027-02-01)', '/api/v1/open-data/2027-02-01/2027.1.json', true],
      ['Index of every snapshot (JSON)', '/api/v1/open-data/', false],
    ]);
  });

  it('tells how to cite the snapshot and version shown, with the page’s address', async () => {
    await openPage('/en/open-data?canton=ZH');
    const citation = screen.getByRole('heading', { name: 'How to cite' }).nextElementSibling;
    expect(citation).toHaveTextContent(
      /^Values Cross \(2027\): Open data, snapshot of 2027-02-01, questionnaire 2027\.1\. Licence CC BY 4\.0\. http:\/\/[^ ]+\/en\/open-data\?snapshot=2027-02-01&version=2027\.1$/,
    );
  });

  it('warns against comparing versions only where a snapshot has several', async () => {
    await openPage('/en/open-data');
    expect(screen.queryByText(/^Each questionnaire version asks partly different/)).toBeNull();
    cleanup();
    publishing(indexOf(['2026.1', '2027.1']));
    await openPage('/en/open-data?version=2026.1');
    expect(
      screen.getByText(/^Each questionnaire version asks partly different/),
    ).toBeInTheDocument();
    expect(downloads()[0]).toEqual([
      'CSV (2026.1, snapshot of 2027-02-01)',
      '/api/v1/open-data/2027-02-01/2026.1.csv',
      true,
    ]);
  });

  it('says when nothing is published yet, and still explains the data', async () => {
    publishing(indexOf([]));
    await openPage('/en/open-data');
    expect(screen.getByText('No data has been published yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Download' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How to cite' })).toBeNull();
    for (const heading of ['Codebook', 'Method', 'Privacy guarantee', 'Licence']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('states the networks a recount needs as the installation’s rules set them', async () => {
    await openPage('/en/open-data');
    expect(
      screen.getByRole('heading', { name: 'Privacy guarantee' }).nextElementSibling,
    ).toHaveTextContent(/at least 10 different internet connections/);
    cleanup();
    publishing(indexOf(['2027.1'], 1));
    await openPage('/en/open-data');
    expect(screen.queryByText(/different internet connections/)).toBeNull();
  });

  it('names what the address asked for that is no canton, and shows the figures without it', async () => {
    await openPage('/en/open-data?canton=XX');
    expect(
      screen.getByText('“XX” is not among the choices: the figures below are not narrowed by it.'),
    ).toBeVisible();
    expect(screen.queryByText(enPopulation.openData.noCell)).toBeNull();
    expect(screen.getByRole('table', { name: /^Switzerland:/ })).toBeInTheDocument();
  });

  it('has its own title while it is shown, and gives the product’s back when left', async () => {
    const page = await openPage('/en/open-data');
    // The title comes with the page's effects, after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('Open data – Values Cross'));
    page.unmount();
    expect(document.title).toBe('Values Cross');
  });

  it('speaks German at a German address', async () => {
    const page = await openPage('/de/open-data?canton=ZH');
    expect(screen.getByRole('heading', { level: 1, name: 'Offene Daten' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', {
        name: 'Zürich: 310\u00a0Ergebnisse (auf 5 gerundet), Stand 2027-02-01',
      }),
    ).toBeInTheDocument();
    expect(downloads()[0]?.[0]).toBe('CSV (2027.1, Stand 2027-02-01)');
    await waitFor(() => expect(document.title).toBe('Offene Daten – Wertekreuz'));
    page.unmount();
    expect(document.title).toBe('Wertekreuz');
  });
});
