import type { Kysely } from 'kysely';
import {
  cellId,
  enoughPeople,
  nextPublishedCell,
  RECOUNT_MINIMUM_NETWORKS,
  type CellKey,
} from '@values-cross/core';
import { isUniqueViolation } from '../../db/database-errors';
import type { DatabaseSchema } from '../../db/schema';
import { CellArrivalsRepository, countPopulation, countsOf } from '../population';
import { OpenDataRepository, type StoredCell } from './open-data.repository';

/** Who published a snapshot. */
export type PublishedBy = 'schedule' | 'operator';

/**
 * What publishing did: the snapshot's name, and whether it is new; when not, why: the day has
 * one already, or no cell has the minimum of results yet (nothing is published then).
 */
export interface PublishOutcome {
  snapshot: string;
  published: boolean;
  cells: number;
  refused?: 'published_today' | 'no_cell';
}

function keyOf(id: string): CellKey {
  const [version = '', canton, ageBand, languageRegion] = id.split('|');
  return { version, canton, ageBand, languageRegion } as CellKey;
}

/**
 * Publishes today's snapshot (UTC day), never an empty one: every cell that has at least the
 * minimum of results,
 * with figures that change only once a cell has gained the minimum gain since they were counted,
 * from at least `minimumNetworks` networks (core nextPublishedCell, decision 0048); the other
 * cells carry their earlier figures. At most one snapshot a day: a second call, or an instance
 * racing another, publishes nothing.
 */
export async function publishSnapshot(
  db: Kysely<DatabaseSchema>,
  {
    now = new Date(),
    by,
    minimumNetworks = RECOUNT_MINIMUM_NETWORKS,
  }: { now?: Date; by: PublishedBy; minimumNetworks?: number },
): Promise<PublishOutcome> {
  const repository = new OpenDataRepository(db);
  const snapshot = now.toISOString().slice(0, 10);
  // A snapshot of no cell (published before this rule) holds nothing: it gives way.
  await repository.deleteEmpty();
  const newest = await repository.newest();
  if (newest !== undefined && newest >= snapshot) {
    return { snapshot: newest, published: false, cells: 0, refused: 'published_today' };
  }
  const previous = new Map(
    (newest ? await repository.cells(newest) : []).map((cell) => [cellId(cell.key), cell]),
  );
  const population = await countPopulation(db);
  const arrivals = new CellArrivalsRepository(db);
  const cells: StoredCell[] = [];
  for (const id of new Set([...previous.keys(), ...population.cells.keys()])) {
    const before = previous.get(id);
    const counts = countsOf(population, id);
    // The networks are asked only of a cell with enough people to be counted again.
    const networks = enoughPeople(before?.basis, counts.people)
      ? await arrivals.networksSince(id, before && (before.countedAt || undefined))
      : 0;
    const next = nextPublishedCell(
      before,
      counts,
      { networks, minimumNetworks },
      now.toISOString(),
    );
    if (next) cells.push({ key: keyOf(id), ...next });
  }
  // An empty snapshot would tell nothing and block the day: none is published.
  if (cells.length === 0) return { snapshot, published: false, cells: 0, refused: 'no_cell' };
  try {
    await repository.insert({ snapshot, publishedAt: now.toISOString(), publishedBy: by }, cells);
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { snapshot, published: false, cells: 0, refused: 'published_today' };
    }
    throw error;
  }
  return { snapshot, published: true, cells: cells.length };
}

/** Whether the schedule is due: no snapshot yet in the current UTC month. */
export async function monthlySnapshotDue(db: Kysely<DatabaseSchema>, now = new Date()) {
  const newest = await new OpenDataRepository(db).newest();
  return newest === undefined || newest.slice(0, 7) < now.toISOString().slice(0, 7);
}
