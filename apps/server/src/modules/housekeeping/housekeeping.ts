import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { purgeExpiredAccountData } from '../accounts';
import { purgeSentMail } from '../mail';

/** How often each instance purges; instances start at random points of the hour. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;

/** What one purge removed, per kind of row. */
export interface PurgeCounts {
  refreshTokens: number;
  linkTokens: number;
  loginFailures: number;
  sentMails: number;
}

/**
 * Deletes expired refresh and link tokens, failed logins that no longer count and mails sent
 * more than 30 days ago. Every purge is a delete by time, so several instances running it at
 * once only share the work; no lock is needed.
 */
export async function purgeOnce(
  db: Kysely<DatabaseSchema>,
  now = new Date(),
): Promise<PurgeCounts> {
  const accounts = await purgeExpiredAccountData(db, now);
  return { ...accounts, sentMails: await purgeSentMail(db, now) };
}

/** Runs the purge once an hour (first after a random part of it) until stopped. */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  ) {}

  start(intervalMs = HOUSEKEEPING_INTERVAL_MS): void {
    const run = () => {
      purgeOnce(this.db)
        .then((counts) => this.log.info({ purged: counts }, 'housekeeping done'))
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
