import { gunzipSync } from 'node:zlib';
import { currentQuestionnaire } from '@values-cross/content';
import {
  bandCountsOf,
  CELL_COUNT_STEP,
  intervalConsistentWith,
  nextPublishedCell,
  POPULATION_MINIMUM,
  RECOUNT_MINIMUM_NETWORKS,
  SNAPSHOT_MINIMUM_GAIN,
  VALUE_BAND,
  VALUE_DIMENSIONS,
} from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { addressInNetwork } from '../../testing/networks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { publishMonthlyOpenData } from '../housekeeping';
import { OPEN_DATA_CSV_COLUMNS } from './open-data-files';
import { OpenDataRepository } from './open-data.repository';
import { publishSnapshot } from './publish-snapshot';

const questionnaire = currentQuestionnaire();
const version = questionnaire.version;

type Told = { canton: string | null; ageBand: string | null; languageRegion?: string };

describe(`open data (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;
  /** The scores of every result made, in order. */
  const made: number[][] = [];

  /** A result, told about when `told` is given, from a network of its own (as people at home). */
  const make = async (row: number, told?: Told) => {
    const remoteAddress = addressInNetwork(made.length);
    const response = await test.app.inject({
      method: 'POST',
      remoteAddress,
      url: '/api/v1/answer-set/',
      payload: { answers: pickAnswers(questionnaire, { row, shortOnly: row % 3 === 0 }) },
    });
    const { code, secret, swissCross } = response.json();
    if (told) {
      const put = await test.app.inject({
        method: 'PUT',
        remoteAddress,
        url: `/api/v1/answer-set/${code}/about`,
        headers: { 'x-result-secret': secret },
        payload: { ...told, consent: true },
      });
      expect(put.statusCode).toBe(200);
    }
    const scores = Array.from({ length: 12 }, (_, d) => Number(swissCross[`score${d + 1}`]));
    made.push(scores);
    return scores;
  };
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const index = async () => (await get('/api/v1/open-data/')).json();
  const csvRows = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Public data: any origin may fetch it (a notebook in the browser).
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header?.split(',')).toEqual(OPEN_DATA_CSV_COLUMNS);
    return rows.map((row) =>
      Object.fromEntries(row.split(',').map((cell, i) => [OPEN_DATA_CSV_COLUMNS[i], cell])),
    );
  };
  const cellOf = (rows: Record<string, string>[], canton: string, ageBand = 'all') =>
    rows.find((r) => r.canton === canton && r.age_band === ageBand && r.language_region === 'all');

  it('has no snapshot before the first, and answers 404 for files that do not exist', async () => {
    expect((await index()).snapshots).toEqual([]);
    expect((await get('/api/v1/open-data/')).headers['access-control-allow-origin']).toBe('*');
    expect((await get(`/api/v1/open-data/2026-01-01/${version}.csv`)).statusCode).toBe(404);
    expect((await get(`/api/v1/open-data/2026-01-01/${version}.xml`)).statusCode).toBe(404);
    expect((await get('/api/v1/open-data/yesterday/x.csv')).statusCode).toBe(400);
  });

  it('describes every column of the files in a codebook, in four languages', async () => {
    const response = await get('/api/v1/open-data/codebook.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const codebook = response.json();
    expect(codebook.columns.map((c: { name: string }) => c.name)).toEqual(OPEN_DATA_CSV_COLUMNS);
    for (const { meaning } of codebook.columns) {
      expect(Object.keys(meaning).sort()).toEqual(['de', 'en', 'fr', 'it']);
      for (const text of Object.values<string>(meaning)) {
        expect(text).not.toMatch(/\{\{|^$/);
      }
    }
    const mean = codebook.columns.find((c: { name: string }) => c.name === 'curiosity_mean');
    expect(mean.meaning.de).toBe('Neugier: Mittelwert (0 bis 1)');
    expect(codebook.values[0]).toEqual({
      key: 'curiosity',
      name: { de: 'Neugier', fr: 'Curiosité', it: 'Curiosità', en: 'Curiosity' },
    });
    expect(codebook.codes.canton.GE.fr).toBe('Genève');
    expect(codebook.scale).toEqual({ min: 0, max: 1 });
  });

  it('publishes no empty snapshot, and one of no cell left behind does not block the day', async () => {
    const first = await publishSnapshot(db(), {
      now: new Date('2026-11-30T03:00:00Z'),
      by: 'schedule',
    });
    expect(first).toMatchObject({ published: false, refused: 'no_cell' });
    expect((await index()).snapshots).toEqual([]);
    // An empty snapshot as an earlier release published it on its first start.
    await new OpenDataRepository(db()).insert(
      { snapshot: '2026-11-30', publishedAt: '2026-11-30T03:00:00Z', publishedBy: 'schedule' },
      [],
    );
    const again = await publishSnapshot(db(), {
      now: new Date('2026-11-30T04:00:00Z'),
      by: 'operator',
    });
    expect(again).toMatchObject({ published: false, refused: 'no_cell' });
    expect(await new OpenDataRepository(db()).newest()).toBeUndefined();
  });

  it('publishes every cell of at least 30 results by the rules, as CSV and JSON', async () => {
    for (let n = 0; n < 32; n += 1) {
      await make((n % 4) + 1, { canton: 'ZH', ageBand: n < 30 ? '25-34' : null });
    }
    for (let n = 0; n < 6; n += 1) await make(n + 1, { canton: 'GE', ageBand: '25-34' });
    for (let n = 0; n < 3; n += 1) await make(n + 1);
    const outcome = await publishSnapshot(db(), {
      now: new Date('2026-12-01T03:00:00Z'),
      by: 'operator',
    });
    expect(outcome).toMatchObject({ snapshot: '2026-12-01', published: true });

    const { licence, rules, snapshots } = await index();
    expect(licence.name).toBe('CC BY 4.0');
    expect(rules).toEqual({
      minimumCount: 30,
      countStep: 5,
      valueBand: 0.2,
      minimumGain: 30,
      minimumNetworks: 10,
    });
    const [snapshot] = snapshots;
    expect(snapshot).toMatchObject({
      snapshot: '2026-12-01',
      versions: [{ questionnaireVersion: version }],
    });
    const files = snapshot.versions[0];
    const rows = await csvRows(files.csv);
    expect(rows).toHaveLength(files.cells);
    for (const row of rows) {
      const count = Number(row.count);
      expect(count % CELL_COUNT_STEP).toBe(0);
      expect(count).toBeGreaterThanOrEqual(POPULATION_MINIMUM);
      for (const column of OPEN_DATA_CSV_COLUMNS.slice(6)) {
        expect(row[column]).toMatch(/^[01]\.\d\d$/);
        expect(Number(row[column])).toBeLessThanOrEqual(1);
      }
    }
    // Switzerland is every result (41: 40); Zurich 32 (30), its 25-34 band 30; Geneva left out.
    expect(cellOf(rows, 'all')?.count).toBe('40');
    expect(cellOf(rows, 'ZH')?.count).toBe('30');
    expect(cellOf(rows, 'ZH', '25-34')?.count).toBe('30');
    expect(cellOf(rows, 'all', '25-34')?.count).toBe('35');
    expect(rows.some((row) => row.canton === 'GE')).toBe(false);
    // The mean of Switzerland's band middles, as the rules say.
    const all = bandCountsOf(made);
    expect(Number(cellOf(rows, 'all')?.curiosity_mean)).toBeCloseTo(
      (all.bands[0] ?? []).reduce((sum, n, band) => sum + n * (0.1 + 0.2 * band), 0) / made.length,
      1,
    );

    const json = (await get(files.json)).json();
    expect(json).toMatchObject({ questionnaireVersion: version, snapshot: '2026-12-01' });
    expect(json.cells).toHaveLength(rows.length);
    const switzerland = json.cells.find(
      (c: Told & { canton: string }) =>
        c.canton === 'all' && c.ageBand === 'all' && c.languageRegion === 'all',
    );
    expect(switzerland.values.curiosity.mean).toBe(Number(cellOf(rows, 'all')?.curiosity_mean));
    expect(Object.keys(switzerland.values)).toEqual(VALUE_DIMENSIONS.map((d) => d.key));
    const csv = await get(files.csv);
    expect(csv.headers['cache-control']).toContain('immutable');
    // Prepared once: sent compressed as the client accepts, 304 to a client that has it.
    const compressed = await test.app.inject({
      method: 'GET',
      url: files.csv,
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(csv.body);
    const revalidated = await test.app.inject({
      method: 'GET',
      url: files.csv,
      headers: { 'if-none-match': String(csv.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('changes a cell’s figures only once it has gained 30 results', async () => {
    for (let n = 0; n < 29; n += 1) await make(4, { canton: 'ZH', ageBand: null });
    await publishSnapshot(db(), { now: new Date('2026-12-02T03:00:00Z'), by: 'operator' });
    // A second snapshot the same day is refused.
    const again = await publishSnapshot(db(), {
      now: new Date('2026-12-02T09:00:00Z'),
      by: 'operator',
    });
    expect(again.published).toBe(false);
    await make(4, { canton: 'ZH', ageBand: null });
    await publishSnapshot(db(), { now: new Date('2026-12-03T03:00:00Z'), by: 'operator' });
    const paths = (await index()).snapshots.map(
      (s: { versions: { csv: string }[] }) => s.versions[0]?.csv ?? '',
    );
    const [third = [], second = [], first = []] = await Promise.all(paths.map(csvRows));
    expect(cellOf(second, 'ZH')).toEqual({ ...cellOf(first, 'ZH'), snapshot: '2026-12-02' });
    expect(cellOf(third, 'ZH')?.count).toBe('60');
    expect(cellOf(third, 'ZH')?.curiosity_mean).not.toBeUndefined();
    // Switzerland gained 29 by the second snapshot: unchanged; 30 by the third: new figures.
    expect(cellOf(second, 'all')?.count).toBe(cellOf(first, 'all')?.count);
    expect(cellOf(third, 'all')?.count).toBe('70');
  });

  it('publishes by itself once a month', async () => {
    expect(
      await publishMonthlyOpenData(db(), { now: new Date('2026-12-20T00:00:00Z') }),
    ).toBeNull();
    expect(await publishMonthlyOpenData(db(), { now: new Date('2027-01-01T00:30:00Z') })).toBe(
      '2027-01-01',
    );
    expect(
      await publishMonthlyOpenData(db(), { now: new Date('2027-01-01T01:30:00Z') }),
    ).toBeNull();
  });

  it('serves a snapshot’s files once published, though they were asked for before', async () => {
    const path = `/api/v1/open-data/2027-02-01/${version}.csv`;
    expect((await get(path)).statusCode).toBe(404);
    for (let n = 0; n < 30; n += 1) await make((n % 4) + 1);
    const outcome = await publishSnapshot(db(), {
      now: new Date('2027-02-01T03:00:00Z'),
      by: 'operator',
    });
    expect(outcome).toMatchObject({ snapshot: '2027-02-01', published: true });
    expect((await csvRows(path)).length).toBeGreaterThan(0);
  });
});

describe(`what the open data tells about one person (${testDialect()})`, () => {
  const test = useTestApp();

  /** A result from `address` (unless given, a network of its own); its swiss cross. */
  let posted = 0;
  const post = async (row: number, address = addressInNetwork((posted += 1))) =>
    (
      await test.app.inject({
        method: 'POST',
        remoteAddress: address,
        url: '/api/v1/answer-set/',
        payload: { answers: pickAnswers(questionnaire, { row, shortOnly: true }) },
      })
    ).json().swissCross as Record<string, number>;

  it('leaves an interval of at least the band around a newcomer, comparing two snapshots', async () => {
    const db = test.testDatabase.database.db;
    const scoresOf = (cross: Record<string, number>) =>
      Array.from({ length: 12 }, (_, d) => cross[`score${d + 1}`] ?? 0);
    // The attacker makes every other result and knows their scores.
    const before: number[][] = [];
    for (let n = 0; n < 30; n += 1) before.push(scoresOf(await post((n % 4) + 1)));
    await publishSnapshot(db, { now: new Date('2026-12-01T00:00:00Z'), by: 'operator' });
    const victim = scoresOf(await post(2));
    const after: number[][] = [];
    for (let n = 0; n < 29; n += 1) after.push(scoresOf(await post((n % 3) + 1)));
    await publishSnapshot(db, { now: new Date('2026-12-02T00:00:00Z'), by: 'operator' });
    const published = await Promise.all(
      ['2026-12-01', '2026-12-02'].map(
        async (day) =>
          (
            await test.app.inject({
              method: 'GET',
              url: `/api/v1/open-data/${day}/${version}.json`,
            })
          ).json().cells[0],
      ),
    );
    for (const [row, { index, key }] of VALUE_DIMENSIONS.entries()) {
      const figuresFor = (value: number) => {
        const candidate = [...victim];
        candidate[index] = value;
        // The attacker brought networks enough: every publication counts afresh.
        const joined = { networks: RECOUNT_MINIMUM_NETWORKS, minimumNetworks: 1 };
        const first = nextPublishedCell(undefined, bandCountsOf(before), joined, '1');
        const later = bandCountsOf([...before, candidate, ...after]);
        const second = nextPublishedCell(first, later, joined, '2');
        return JSON.stringify([first?.figures.values[row], second?.figures.values[row]]);
      };
      const shown = JSON.stringify(
        published.map((cell) => {
          const { mean, q1, median, q3 } = cell.values[key];
          return { mean, q1, median, q3 };
        }),
      );
      expect(figuresFor(victim[index] ?? 0)).toBe(shown);
      expect(intervalConsistentWith(figuresFor, victim[index] ?? 0).width).toBeGreaterThanOrEqual(
        VALUE_BAND,
      );
    }
  });

  it('shows no newcomer among results one client added around them from too few networks', async () => {
    const db = test.testDatabase.database.db;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    const snapshot = async (n: number) => {
      const outcome = await publishSnapshot(db, { now: day(n), by: 'operator' });
      expect(outcome.published).toBe(true);
      return (
        await test.app.inject({
          method: 'GET',
          url: `/api/v1/open-data/${outcome.snapshot}/${version}.json`,
        })
      ).json().cells;
    };
    // Counted afresh today: what joined before is in these figures.
    for (let n = 0; n < SNAPSHOT_MINIMUM_GAIN; n += 1) await post((n % 4) + 1);
    const first = await snapshot(0);
    // Networks enough for all but two of a recount's: the victim's and one more stay missing.
    const attacker = (n: number) => addressInNetwork(1000 + (n % (RECOUNT_MINIMUM_NETWORKS - 2)));
    for (let n = 0; n < SNAPSHOT_MINIMUM_GAIN; n += 1) await post((n % 4) + 1, attacker(n));
    await post(2, addressInNetwork(2000));
    for (let n = 0; n < SNAPSHOT_MINIMUM_GAIN; n += 1) await post((n % 3) + 1, attacker(n));
    expect(await snapshot(1)).toEqual(first);
    // An honest newcomer's network makes the count: the victim is one of two it adds.
    await post(1, addressInNetwork(2001));
    const third = await snapshot(2);
    expect(third[0].count).toBeGreaterThanOrEqual(first[0].count + 2 * SNAPSHOT_MINIMUM_GAIN);
  });
});
