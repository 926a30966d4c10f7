/**
 * A small least-recently-used cache, per instance and safe to lose: it bounds memory, and an
 * entry may have a time to live. What never changes once made (a result's pictures, a published
 * open-data snapshot) is kept without one; what goes stale (explanations, rendered pages) is kept
 * for `keepForMs` and is gone after that. `load` makes a missing entry once, however many ask.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly underWay = new Map<string, Promise<V | undefined>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** The cached entry while it is still right, marked as recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    this.entries.delete(key);
    if (entry.until <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * Keeps an entry, for `keepForMs` when given (else until it is pushed out), dropping the least
   * recently used one when full. A load of the key under way is no longer kept when it ends.
   */
  set(key: string, value: V, keepForMs?: number): void {
    this.underWay.delete(key);
    this.entries.delete(key);
    const until = keepForMs === undefined ? Infinity : this.now() + keepForMs;
    this.entries.set(key, { value, until });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * The entry while it is still right; else the answer of the load of the key already under way;
   * else `make()`'s answer, kept when it is a value (for `keepForMs` counted from when the load
   * began, so a value is never kept longer than that after it was asked for). Nothing is kept
   * when `make()` fails (every waiter gets the failure, the next call loads again) or answers
   * undefined (nothing found: every waiter gets undefined, and the next call loads again).
   *
   * A `delete` or `set` of the key while it loads wins: the load's answer still reaches those
   * who asked before, but is not kept, and a later call loads afresh. At most `maxEntries` loads
   * are shared at a time; beyond, a load serves its caller alone and keeps nothing. Loads of one
   * cache should agree on whether they may find nothing.
   */
  load(key: string, make: () => Promise<V>, keepForMs?: number): Promise<V>;
  load(key: string, make: () => Promise<V | undefined>, keepForMs?: number): Promise<V | undefined>;
  load(
    key: string,
    make: () => Promise<V | undefined>,
    keepForMs?: number,
  ): Promise<V | undefined> {
    const kept = this.get(key);
    if (kept !== undefined) return Promise.resolve(kept);
    const joined = this.underWay.get(key);
    if (joined) return joined;
    const began = this.now();
    const started = new Promise<V | undefined>((resolve) => resolve(make()));
    if (this.underWay.size >= this.maxEntries) return started;
    const loading: Promise<V | undefined> = started.then(
      (value) => {
        if (this.end(key, loading) && value !== undefined) this.keep(key, value, began, keepForMs);
        return value;
      },
      (error: unknown) => {
        this.end(key, loading);
        throw error;
      },
    );
    this.underWay.set(key, loading);
    return loading;
  }

  /** Forgets an entry, and the load of it under way (see `load`). */
  delete(key: string): void {
    this.underWay.delete(key);
    this.entries.delete(key);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }

  /** How many loads are under way and shared. */
  get loads(): number {
    return this.underWay.size;
  }

  /** Whether `loading` was still the key's load when it ended (no delete or set since). */
  private end(key: string, loading: Promise<V | undefined>): boolean {
    if (this.underWay.get(key) !== loading) return false;
    this.underWay.delete(key);
    return true;
  }

  private keep(key: string, value: V, began: number, keepForMs: number | undefined): void {
    if (keepForMs === undefined) return this.set(key, value);
    const left = began + keepForMs - this.now();
    if (left > 0) this.set(key, value, left);
  }
}
