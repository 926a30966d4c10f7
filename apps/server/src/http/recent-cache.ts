/**
 * A small least-recently-used cache, per instance and safe to lose: it only bounds memory. It has
 * no expiry of its own: what never changes once made (a result's pictures, a published open-data
 * snapshot) is kept as it is; a caller whose entries go stale keeps an `until` in the entry and
 * checks it (explanations, rendered pages).
 */
export class RecentCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  /** The cached entry, marked as recently used. */
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Keeps an entry, dropping the least recently used one when full. */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
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
