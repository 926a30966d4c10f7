// The open-data page's loader: which snapshot, version and cell an address asks for (the newest
// by default), the address to cite, and what it gives when nothing or too little is published.
import { describe, expect, it } from 'vitest';
import type { OpenDataCell, OpenDataFile, OpenDataIndex } from '@values-cross/contract';
import { openDataPath } from '@values-cross/contract/paths';
import { fakeApi } from '@/testing/fake-api';
import { loadOpenData } from './open-data-load';

const figures = { mean: 0.5, q1: 0.4, median: 0.5, q3: 0.6 };
const file = (snapshot: string, version: string) => `/api/v1/open-data/${snapshot}/${version}.json`;

const index: OpenDataIndex = {
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  rules: { minimumCount: 30, countStep: 5, valueBand: 0.2, minimumGain: 30, minimumNetworks: 10 },
  // As the server lists them: the newest snapshot first, each one's versions oldest first.
  snapshots: [
    {
      snapshot: '2027-02-01',
      publishedAt: '2027-02-01T03:00:00Z',
      versions: ['2026.1', '2027.1'].map((version) => ({
        questionnaireVersion: version,
        cells: 3,
        csv: `/api/v1/open-data/2027-02-01/${version}.csv`,
        json: file('2027-02-01', version),
      })),
    },
    {
      snapshot: '2027-01-01',
      publishedAt: '2027-01-01T03:00:00Z',
      versions: [
        {
          questionnaireVersion: '2026.1',
          cells: 1,
          csv: '/api/v1/open-data/2027-01-01/2026.1.csv',
          json: file('2027-01-01', '2026.1'),
        },
      ],
    },
  ],
};

const cell = (
  canton: OpenDataCell['canton'],
  ageBand: OpenDataCell['ageBand'],
  languageRegion: OpenDataCell['languageRegion'],
  count: number,
): OpenDataCell => ({ canton, ageBand, languageRegion, count, values: { curiosity: figures } });

const cellsOf = (snapshot: string, version: string, cells: OpenDataCell[]): OpenDataFile => ({
  questionnaireVersion: version,
  snapshot,
  licence: index.licence,
  cells,
});

const switzerland = cell('all', 'all', 'all', 1235);
const zurich = cell('ZH', 'all', 'all', 310);
const zurichYoung = cell('ZH', '18-24', 'de', 35);

/** The API with the index above and every file it names. */
function api(overrides: Record<string, { status?: number; body: unknown }> = {}) {
  return fakeApi({
    [openDataPath]: { body: index },
    [file('2027-02-01', '2027.1')]: {
      body: cellsOf('2027-02-01', '2027.1', [switzerland, zurich, zurichYoung]),
    },
    [file('2027-02-01', '2026.1')]: { body: cellsOf('2027-02-01', '2026.1', [switzerland]) },
    [file('2027-01-01', '2026.1')]: { body: cellsOf('2027-01-01', '2026.1', [switzerland]) },
    ...overrides,
  });
}

function load(address: string, { context, sent } = api()) {
  const url = new URL(address);
  const view = loadOpenData({
    request: new Request(url),
    url,
    params: { lang: 'en' },
    context,
    pattern: '',
  });
  return { view, sent };
}

describe('the open-data loader', () => {
  it('shows Switzerland in the newest version of the newest snapshot by default', async () => {
    const { view, sent } = load('https://werte.example/en/open-data');
    expect(await view).toMatchObject({
      snapshot: '2027-02-01',
      version: '2027.1',
      chosen: { canton: 'all', ageBand: 'all', languageRegion: 'all' },
      cell: switzerland,
      address: 'https://werte.example/en/open-data?snapshot=2027-02-01&version=2027.1',
    });
    expect(sent.map((request) => request.path)).toEqual([
      openDataPath,
      file('2027-02-01', '2027.1'),
    ]);
  });

  it('shows the snapshot and version the address names', async () => {
    const { view, sent } = load(
      'https://werte.example/en/open-data?snapshot=2027-01-01&version=2026.1',
    );
    expect(await view).toMatchObject({ snapshot: '2027-01-01', version: '2026.1' });
    expect(sent.at(-1)?.path).toBe(file('2027-01-01', '2026.1'));
  });

  it('takes the newest for a snapshot or version that does not exist', async () => {
    expect(
      await load('https://werte.example/en/open-data?snapshot=2019-01-01&version=1.0').view,
    ).toMatchObject({ snapshot: '2027-02-01', version: '2027.1' });
    // A version the chosen snapshot lacks: that snapshot's own newest.
    expect(
      await load('https://werte.example/en/open-data?snapshot=2027-01-01&version=2027.1').view,
    ).toMatchObject({ snapshot: '2027-01-01', version: '2026.1' });
  });

  it('finds the cell of a canton, age group and language region (?region=)', async () => {
    const { view } = load('https://werte.example/en/open-data?canton=ZH&ageBand=18-24&region=de');
    expect(await view).toMatchObject({
      chosen: { canton: 'ZH', ageBand: '18-24', languageRegion: 'de' },
      cell: zurichYoung,
    });
    expect((await load('https://werte.example/en/open-data?canton=ZH').view).cell).toEqual(zurich);
  });

  it('takes an empty choice as "all"', async () => {
    const { view } = load('https://werte.example/en/open-data?canton=&ageBand=&region=');
    expect(await view).toMatchObject({
      chosen: { canton: 'all', ageBand: 'all', languageRegion: 'all' },
      cell: switzerland,
    });
  });

  it('has no cell for a group too small to be published', async () => {
    expect(await load('https://werte.example/en/open-data?canton=UR').view).toMatchObject({
      cell: null,
      unknown: [],
    });
  });

  it('leaves out of the choice, and names, what is no canton, age group or region', async () => {
    const { view } = load('https://werte.example/en/open-data?canton=XX&ageBand=18-24&region=xx');
    expect(await view).toMatchObject({
      chosen: { canton: 'all', ageBand: '18-24', languageRegion: 'all' },
      unknown: ['XX', 'xx'],
    });
    expect((await load('https://werte.example/en/open-data?canton=XX').view).cell).toEqual(
      switzerland,
    );
  });

  it('cites the snapshot and version shown, without the chosen cell', async () => {
    const { view } = load(
      'https://werte.example/fr/open-data?canton=ZH&snapshot=2027-01-01&version=2026.1',
    );
    expect((await view).address).toBe(
      'https://werte.example/fr/open-data?snapshot=2027-01-01&version=2026.1',
    );
  });

  it('shows nothing and asks for no file while nothing is published', async () => {
    const { view, sent } = load(
      'https://werte.example/en/open-data',
      api({ [openDataPath]: { body: { ...index, snapshots: [] } } }),
    );
    expect(await view).toMatchObject({
      snapshot: null,
      version: null,
      file: null,
      cell: null,
      address: 'https://werte.example/en/open-data?snapshot=&version=',
    });
    expect(sent.map((request) => request.path)).toEqual([openDataPath]);
  });

  it('shows a snapshot without versions without its figures', async () => {
    const empty = { ...index, snapshots: [{ ...index.snapshots[1], versions: [] }] };
    const { view, sent } = load(
      'https://werte.example/en/open-data',
      api({ [openDataPath]: { body: empty } }),
    );
    expect(await view).toMatchObject({ snapshot: '2027-01-01', version: null, file: null });
    expect(sent).toHaveLength(1);
  });

  it('fails with the server’s status when the index or the file cannot be had', async () => {
    await expect(
      load(
        'https://werte.example/en/open-data',
        api({ [openDataPath]: { status: 503, body: { detail: 'unavailable' } } }),
      ).view,
    ).rejects.toMatchObject({ status: 503, retryable: true });
    await expect(
      load(
        'https://werte.example/en/open-data',
        api({ [file('2027-02-01', '2027.1')]: { status: 404, body: { detail: 'not_found' } } }),
      ).view,
    ).rejects.toMatchObject({ status: 404 });
  });

  it('fails as retryable on an index of another shape (a new release on its way)', async () => {
    await expect(
      load(
        'https://werte.example/en/open-data',
        api({ [openDataPath]: { body: { snapshots: 3 } } }),
      ).view,
    ).rejects.toMatchObject({ code: 'unexpected_answer', retryable: true });
  });
});
