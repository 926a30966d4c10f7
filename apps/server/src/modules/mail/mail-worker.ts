import { HOUR_MS } from '@values-cross/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { MailOutboxRepository } from './mail-outbox.repository';
import type { MailTransport } from './mail-transport';

/** How often the worker looks for due mails. */
export const MAIL_POLL_MS = 2000;

/** The delay before the next attempt: 30 s doubling per attempt, at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), HOUR_MS);
}

/**
 * Sends queued mails: claims due ones, hands them to the transport and retries failures with
 * growing delays, forever; an SMTP outage delays mail but never loses it.
 */
export class MailWorker {
  private readonly outbox: MailOutboxRepository;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    db: Kysely<DatabaseSchema>,
    private readonly transport: MailTransport,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
  ) {
    this.outbox = new MailOutboxRepository(db);
  }

  /** Sends every mail due now; resolves with how many were sent. */
  runOnce(): Promise<number> {
    this.running ??= this.sendDue().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Polls every `intervalMs` until stopped. */
  start(intervalMs = MAIL_POLL_MS): void {
    const tick = () => {
      this.runOnce()
        .catch((error: unknown) => this.log.warn({ err: error }, 'mail worker: queue unavailable'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  /** Stops polling and waits for a round in progress. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.outbox.claimDue(10);
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        try {
          await this.transport.send(mail);
          await this.outbox.markSent(mail.id);
          sent += 1;
          this.log.info({ mail: mail.id, kind: mail.kind }, 'mail sent');
        } catch (error) {
          const retryAt = new Date(Date.now() + retryDelayMs(mail.attempts));
          const message = error instanceof Error ? error.message : String(error);
          await this.outbox.markFailed(mail.id, { retryAt, error: message });
          this.log.warn(
            { mail: mail.id, kind: mail.kind, attempts: mail.attempts, retryAt, reason: message },
            'mail not sent; will retry',
          );
        }
      }
    }
  }
}
