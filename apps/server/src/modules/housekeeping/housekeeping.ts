import { HOUR_MS } from '@values-cross/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { purgeExpiredAccountData } from '../accounts';
import { purgeSentMail } from '../mail';
import { monthlySnapshotDue, publishSnapshot } from '../open-data';
import { CellArrivalsRepository } from '../population';

/** How often each instance purges; instances start at random points of the hour. */
export const HOUSEKEEPING_INTERVAL_MS = HOUR_MS;

/** What one purge removed, per kind of row. */
export interface PurgeCounts {
  refreshTokens: number;
  linkTokens: number;
  loginFailures: number;
  sentMails: number;
  cellArrivals: number;
}

/**
 * Deletes expired refresh and link tokens, failed logins that no longer count, mails sent
 * more than 30 days ago and networks' arrivals in population cells older than a year. Every purge is a delete by time, so several instances running it at
 * once only share the work; no lock is needed.
 */
export async function purgeOnce(
  db: Kysely<DatabaseSchema>,
  now = new Date(),
): Promise<PurgeCounts> {
  const accounts = await purgeExpiredAccountData(db, now);
  return {
    ...accounts,
    sentMails: await purgeSentMail(db, now),
    cellArrivals: await new CellArrivalsRepository(db).purge(now),
  };
}

/**
 * Publishes the month's open-data snapshot when none is out yet this month (UTC); instances
 * racing each other publish it once (one snapshot a day). Returns its name when published.
 */
export async function publishMonthlyOpenData(
  db: Kysely<DatabaseSchema>,
  { now = new Date(), minimumNetworks }: { now?: Date; minimumNetworks?: number } = {},
): Promise<string | null> {
  if (!(await monthlySnapshotDue(db, now))) return null;
  const outcome = await publishSnapshot(db, { now, by: 'schedule', minimumNetworks });
  return outcome.published ? outcome.snapshot : null;
}

/**
 * Runs the purge once an hour (first after a random part of it) until stopped, and with
 * `openData` the monthly open-data snapshot.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
    private readonly options: { openData: boolean; minimumNetworks?: number } = {
      openData: false,
    },
  ) {}

  private async once() {
    const purged = await purgeOnce(this.db);
    const { openData: publishes, minimumNetworks } = this.options;
    const openData = publishes ? await publishMonthlyOpenData(this.db, { minimumNetworks }) : null;
    return { purged, openData };
  }

  start(intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
    const run = () => {
      this.once()
        .then((done) => this.log.info(done, 'housekeeping done'))
        .catch((error: unknown) => this.log.error({ err: error }, 'housekeeping failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(run, intervalMs).unref();
        });
    };
    this.timer = setTimeout(run, Math.floor(Math.random() * intervalMs)).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
