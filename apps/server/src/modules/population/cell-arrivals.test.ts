import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../testing/test-database';
import { CellArrivals, networkTagger } from './cell-arrivals';
import { ARRIVAL_RETENTION_MS, CellArrivalsRepository } from './cell-arrivals.repository';

describe(`from which networks results join cells (${testDialect()})`, () => {
  let testDatabase: TestDatabase;
  let clock = new Date('2026-12-06T10:00:00.000Z');
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const failures: unknown[] = [];
  const tag = networkTagger((purpose, text) =>
    createHmac('sha256', 'test secret').update(`${purpose}\0${text}`).digest('base64url'),
  );
  const setUp = () => {
    const repository = new CellArrivalsRepository(testDatabase.database.db);
    return {
      repository,
      arrivals: new CellArrivals(
        repository,
        tag,
        (error) => failures.push(error),
        () => clock,
      ),
    };
  };
  const rows = () => testDatabase.database.db.selectFrom('cell_arrivals').selectAll().execute();

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
  });
  afterAll(() => testDatabase.dispose());

  it('counts a network once however many results it sends, and only since a time', async () => {
    const { arrivals } = setUp();
    const since = clock.toISOString();
    later(1);
    for (const address of ['192.0.2.7', '192.0.2.99', '::ffff:192.0.2.8']) {
      await arrivals.created('2027.1', address);
    }
    await arrivals.created('2027.1', '2001:db8:1:2::5');
    await arrivals.created('2027.1', '2001:db8:1:ffff::6');
    expect(await arrivals.networksSince('2027.1|all|all|all', since)).toBe(2);
    expect(await arrivals.networksSince('2027.1|all|all|all', clock.toISOString())).toBe(0);
    expect(await arrivals.networksSince('2027.1|all|all|all', undefined)).toBe(2);
    expect(failures).toEqual([]);
  });

  it('joins the cells of what was told from the network that told it, never the margin', async () => {
    const { arrivals } = setUp();
    later(1);
    await arrivals.told(
      '2027.1',
      { canton: 'VD', ageBand: null, languageRegion: 'fr' },
      '198.51.100.4',
    );
    const cells = (await rows())
      .filter((row) => row.network === tag('198.51.100.4'))
      .map((row) => row.cell)
      .sort();
    expect(cells).toEqual(['2027.1|VD|all|all', '2027.1|VD|all|fr', '2027.1|all|all|fr']);
  });

  it('keeps no address, and forgets arrivals after a year', async () => {
    const { arrivals, repository } = setUp();
    const stored = JSON.stringify(await rows());
    expect(stored).not.toMatch(/192\.0\.2|2001:db8|198\.51/);
    later(ARRIVAL_RETENTION_MS - 2);
    await arrivals.created('2027.1', '203.0.113.1');
    expect(await repository.purge(clock)).toBe(0);
    later(3);
    const before = (await rows()).length;
    expect(await repository.purge(clock)).toBe(before - 1);
    expect(await rows()).toHaveLength(1);
  });
});
