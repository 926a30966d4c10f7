/** One item waiting for its commit, with the request's promise to settle. */
interface Waiting<T> {
  item: T;
  done: () => void;
  fail: (error: unknown) => void;
}

/**
 * Group commit: items that arrive while a commit is in progress are written together by the next
 * one, so one durable transaction (one fsync) serves many requests. Each item's promise settles
 * only after the transaction that holds it committed. When a whole batch fails, each item is
 * tried again on its own, so a bad item fails only its own request.
 */
export class GroupCommit<T> {
  private readonly queue: Waiting<T>[] = [];
  private running = false;

  constructor(
    private readonly commitBatch: (items: readonly T[]) => Promise<void>,
    private readonly maxBatch = 256,
  ) {}

  /** Queues an item; resolves once it is committed, rejects with its own failure. */
  add(item: T): Promise<void> {
    return new Promise((done, fail) => {
      this.queue.push({ item, done, fail });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          await this.commitBatch(batch.map((waiting) => waiting.item));
          for (const waiting of batch) waiting.done();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.fail(error);
            continue;
          }
          for (const waiting of batch) {
            try {
              await this.commitBatch([waiting.item]);
              waiting.done();
            } catch (own) {
              waiting.fail(own);
            }
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
