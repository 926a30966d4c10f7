import { describe, expect, it } from 'vitest';
import { ALL } from '@values-cross/core';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { OpenDataRepository, type StoredCell } from './open-data.repository';

describe(`the open data's snapshots (${testDialect()})`, () => {
  const test = useTestApp();

  it('lists a snapshot’s versions in the order of their numbers, 2027.10 after 2027.9', async () => {
    const repository = new OpenDataRepository(test.testDatabase.database.db);
    const cell = (version: string): StoredCell => ({
      key: { version, canton: ALL, ageBand: ALL, languageRegion: ALL },
      basis: 40,
      countedAt: '2027-01-01T00:00:00.000Z',
      figures: { count: 40, values: [] },
    });
    await repository.insert(
      { snapshot: '2027-01-01', publishedAt: '2027-01-01T00:00:00.000Z', publishedBy: 'test' },
      ['2027.10', '2027.9', '2026.1'].map(cell),
    );
    const [snapshot] = await repository.snapshots();
    expect(snapshot?.versions.map((version) => version.questionnaireVersion)).toEqual([
      '2026.1',
      '2027.9',
      '2027.10',
    ]);
  });
});
