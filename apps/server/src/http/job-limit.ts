/**
 * Runs at most `max` jobs at once and queues the rest in order: image decoding and encoding is
 * CPU- and memory-heavy, and a burst of uploads or renders must not take the instance down.
 */
export class JobLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next job, or is freed.
      if (next) next();
      else this.active -= 1;
    }
  }
}

/** Image jobs (portraits, result pictures) one instance runs at once. */
export const imageJobs = new JobLimit(2);
