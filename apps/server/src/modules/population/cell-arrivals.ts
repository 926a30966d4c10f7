import { ALL, cellId, cellsOf, type About, type CellKey, MINUTE_MS } from '@values-cross/core';
import { networkKey } from '../../http/rate-limit';
import { RecentCache } from '../../http/recent-cache';
import type { CellArrivalsRepository } from './cell-arrivals.repository';

/**
 * How long an instance remembers that a network joined a cell and notes it no more: the kiosk's
 * hundredth result writes nothing. A network's time in a cell is that late at most, which can
 * only make a recount wait.
 */
export const ARRIVAL_NOTED_MS = MINUTE_MS;

/** The most (cell, network) pairs an instance remembers. */
const NOTED_MAX = 10_000;

/**
 * The key a client's network is noted under: a keyed hash of its IPv4 /24 or IPv6 /48 (the wider
 * network the abuse limits count), so the table never holds an address.
 */
export function networkTagger(
  keyedHash: (purpose: string, text: string) => string,
): (address: string) => string {
  return (address) => keyedHash('network', networkKey(address)).slice(0, 22);
}

const toldSomething = (cell: CellKey) =>
  cell.canton !== ALL || cell.ageBand !== ALL || cell.languageRegion !== ALL;

/**
 * Notes from which networks results join population cells (decision 0048): a new result joins
 * the cell of everyone of its version from the network that sent it; a person telling about
 * themselves joins the cells of what they told from theirs. Noting never fails a request: an
 * arrival that is not written (onError hears why) only makes a recount wait longer.
 */
export class CellArrivals {
  private readonly noted: RecentCache<true>;

  constructor(
    private readonly repository: CellArrivalsRepository,
    private readonly networkOf: (address: string) => string,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.noted = new RecentCache<true>(NOTED_MAX, () => this.now().getTime());
  }

  /** A new result of `version` came from `address`. */
  created(version: string, address: string): Promise<void> {
    return this.joined(cellsOf(version, null), address);
  }

  /** A result's person told `about` from `address`. */
  told(version: string, about: About, address: string): Promise<void> {
    return this.joined(cellsOf(version, about).filter(toldSomething), address);
  }

  /** How many networks results joined a cell from after `since` (undefined: ever). */
  networksSince(cell: string, since: string | undefined): Promise<number> {
    return this.repository.networksSince(cell, since);
  }

  private async joined(cells: readonly CellKey[], address: string): Promise<void> {
    const network = this.networkOf(address);
    const arrivedAt = this.now().toISOString();
    const fresh = cells
      .map((key) => ({ cell: cellId(key), network, arrivedAt }))
      .filter(({ cell }) => this.noted.get(`${cell}\0${network}`) === undefined);
    if (fresh.length === 0) return;
    try {
      await this.repository.note(fresh);
      for (const { cell } of fresh) this.noted.set(`${cell}\0${network}`, true, ARRIVAL_NOTED_MS);
    } catch (error) {
      this.onError(error);
    }
  }
}
