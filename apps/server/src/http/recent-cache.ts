/**
 * A small least-recently-used cache, per instance and safe to lose: it bounds memory, and an
 * entry may have a time to live. What never changes once made (a result's pictures, a published
 * open-data snapshot) is kept without one; what goes stale (explanations, rendered pages) is kept
 * for `keepForMs` and is gone after that.
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
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
   * recently used one when full.
   */
  set(key: string, value: V, keepForMs?: number): void {
    this.entries.delete(key);
    const until = keepForMs === undefined ? Infinity : this.now() + keepForMs;
    this.entries.set(key, { value, until });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forgets an entry. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** How many entries are kept. */
  get size(): number {
    return this.entries.size;
  }
}
