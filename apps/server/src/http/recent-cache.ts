/**
 * A small least-recently-used cache of rendered result pictures. A result never changes, so a
 * picture stays right for ever; the cache only bounds memory (per instance, safe to lose).
 */
export class ImageCache {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly maxEntries: number) {}

  /** The cached picture, marked as recently used. */
  get(key: string): Buffer | undefined {
    const image = this.entries.get(key);
    if (image) {
      this.entries.delete(key);
      this.entries.set(key, image);
    }
    return image;
  }

  /** Keeps a picture, dropping the least recently used one when full. */
  set(key: string, image: Buffer): void {
    this.entries.delete(key);
    this.entries.set(key, image);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** How many pictures are kept. */
  get size(): number {
    return this.entries.size;
  }
}
