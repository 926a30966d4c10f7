import { valueStandIn } from '@values-cross/core';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrate';
import { migrations } from '.';

describe(`migration 2026-12-01-statistics-from-bands (${testDialect()})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.dispose());

  it('recomputes the running sums from the stored results, each score as its band’s middle', async () => {
    const { db } = test.database;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { results } = await migrator.migrateTo('2026-11-30-standing-and-open-data');
    // Every later migration is undone on the way down, this one among them.
    expect(results?.map((r) => [r.migrationName, r.status])).toContainEqual([
      '2026-12-01-statistics-from-bands',
      'Success',
    ]);
    expect(results?.every((r) => r.status === 'Success')).toBe(true);
    const values = [0, 0.199, 0.2, 0.4, 0.6, 0.799, 0.8, 1];
    const rows = values.map((score, n) => ({
      code: `migrated${String(n).padStart(4, '0')}`,
      questionnaire_version: '2026.1',
      answers: '[]',
      long_version_attempted: 0,
      language: n % 2 === 0 ? 'de' : null,
      owner_id: null,
      created_at: new Date().toISOString(),
      ...Object.fromEntries(Array.from({ length: 12 }, (_, d) => [`score${d + 1}`, score])),
    }));
    await db
      .insertInto('answer_sets')
      .values(rows as never)
      .execute();
    // The sums as they were: exact, and out of date.
    await db.deleteFrom('result_statistics').execute();
    await migrateToLatest(test.database);
    const stored = await db
      .selectFrom('result_statistics')
      .selectAll()
      .orderBy('language')
      .execute();
    const sum = (scores: number[]) => scores.reduce((total, s) => total + valueStandIn(s), 0);
    expect(stored.map((row) => [row.language, Number(row.results)])).toEqual([
      ['all', 8],
      ['de', 4],
    ]);
    expect(Number(stored[0]?.sum7)).toBeCloseTo(sum(values), 9);
    expect(Number(stored[1]?.sum12)).toBeCloseTo(sum(values.filter((_, n) => n % 2 === 0)), 9);
  });
});
