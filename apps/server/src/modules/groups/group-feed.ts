import type { Group } from '@values-cross/contract';

/** How often a watched group is read again: changes made on other instances arrive this late. */
export const FEED_REFRESH_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const FEED_KEEP_ALIVE_MS = 15_000;
/** The most live screens one instance serves at once; more are refused with 503. */
export const MAX_FEED_WATCHERS = 2000;

/** What a watcher receives: the group now, or null when it was deleted. */
export type FeedListener = (group: Group | null) => void;

interface Watched {
  listeners: Set<FeedListener>;
  last: string;
  timer: ReturnType<typeof setInterval>;
}

/**
 * The live feed of groups for the live screen, per instance: every group someone watches is read
 * every FEED_REFRESH_MS (so changes made through another instance arrive too) and at once when
 * this instance changes it; watchers hear only real changes. Nothing runs for unwatched groups.
 */
export class GroupFeed {
  private readonly watched = new Map<string, Watched>();
  private watchers = 0;

  constructor(private readonly read: (code: string) => Promise<Group | undefined>) {}

  /** Whether another watcher can be served. */
  get hasRoom(): boolean {
    return this.watchers < MAX_FEED_WATCHERS;
  }

  /** Starts telling `listener` about the group (first with its state now); returns the stop. */
  watch(code: string, group: Group, listener: FeedListener): () => void {
    let entry = this.watched.get(code);
    if (!entry) {
      const timer = setInterval(() => void this.refresh(code), FEED_REFRESH_MS);
      timer.unref();
      entry = { listeners: new Set(), last: JSON.stringify(group), timer };
      this.watched.set(code, entry);
    }
    entry.listeners.add(listener);
    this.watchers += 1;
    listener(group);
    return () => {
      if (!entry.listeners.delete(listener)) return;
      this.watchers -= 1;
      if (entry.listeners.size === 0) {
        clearInterval(entry.timer);
        this.watched.delete(code);
      }
    };
  }

  /** Reads a watched group again now and tells its watchers if it changed. */
  async refresh(code: string): Promise<void> {
    const entry = this.watched.get(code);
    if (!entry) return;
    let group: Group | undefined;
    try {
      group = await this.read(code);
    } catch {
      return; // A failed read (database restarting) is tried again at the next tick.
    }
    const text = group ? JSON.stringify(group) : 'null';
    if (text === entry.last) return;
    entry.last = text;
    for (const listener of entry.listeners) listener(group ?? null);
  }

  /** Stops every timer (the app is closing). */
  close(): void {
    for (const entry of this.watched.values()) clearInterval(entry.timer);
    this.watched.clear();
    this.watchers = 0;
  }
}
