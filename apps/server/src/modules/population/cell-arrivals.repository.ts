import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** How long a network's arrival in a cell is kept: a cell is counted from the networks of a year. */
export const ARRIVAL_RETENTION_MS = 365 * 24 * 3_600_000;

/** One network's arrival in one cell (network: a keyed hash, see networkTagger). */
export interface Arrival {
  cell: string;
  network: string;
  arrivedAt: string;
}

/**
 * cell_arrivals: which networks results joined each population cell from, and when last (one row
 * per cell and network, so a network that adds many results is one network). Holds no address
 * and no result's code: nothing in it leads to a person.
 */
export class CellArrivalsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Notes arrivals, each moving its network's time in its cell forward. */
  async note(arrivals: readonly Arrival[]): Promise<void> {
    if (arrivals.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      // In slices: SQLite allows a limited number of parameters per statement.
      for (let start = 0; start < arrivals.length; start += 100) {
        await trx
          .insertInto('cell_arrivals')
          .values(
            arrivals.slice(start, start + 100).map(({ cell, network, arrivedAt }) => ({
              cell,
              network,
              arrived_at: arrivedAt,
            })),
          )
          .onConflict((conflict) =>
            conflict
              .columns(['cell', 'network'])
              .doUpdateSet((eb) => ({ arrived_at: eb.ref('excluded.arrived_at') }))
              .where('cell_arrivals.arrived_at', '<', (eb) => eb.ref('excluded.arrived_at')),
          )
          .execute();
      }
    });
  }

  /** How many networks results joined a cell from after `since` (undefined: ever). */
  async networksSince(cell: string, since: string | undefined): Promise<number> {
    let query = this.db
      .selectFrom('cell_arrivals')
      .select((eb) => eb.fn.countAll<number | string>().as('networks'))
      .where('cell', '=', cell);
    if (since !== undefined) query = query.where('arrived_at', '>', since);
    const row = await query.executeTakeFirst();
    return Number(row?.networks ?? 0);
  }

  /** Forgets arrivals older than ARRIVAL_RETENTION_MS; returns how many. */
  async purge(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - ARRIVAL_RETENTION_MS).toISOString();
    const result = await this.db
      .deleteFrom('cell_arrivals')
      .where('arrived_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
