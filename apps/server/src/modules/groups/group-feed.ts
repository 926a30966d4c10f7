import type { Group } from '@values-cross/contract';

/** How often a watched group is read again: changes made on other instances arrive this late. */
export const FEED_REFRESH_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const FEED_KEEP_ALIVE_MS = 15_000;
/** The most live screens one instance serves at once; more are refused with 503. */
export const MAX_FEED_WATCHERS = 2000;
/** The most streams one client (IPv4 address, IPv6 /64) holds open on one instance. */
export const MAX_FEED_WATCHERS_PER_CLIENT = 10;
/** The most streams of one group on one instance: one group cannot take every slot. */
export const MAX_FEED_WATCHERS_PER_GROUP = 200;

/** Whether another stream can be served: yes, not for this client, or not now (full). */
export type FeedRoom = 'yes' | 'client_full' | 'full';

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
  private readonly perClient = new Map<string, number>();
  private watchers = 0;

  constructor(
    private readonly read: (code: string) => Promise<Group | undefined>,
    private readonly limits = {
      total: MAX_FEED_WATCHERS,
      perClient: MAX_FEED_WATCHERS_PER_CLIENT,
      perGroup: MAX_FEED_WATCHERS_PER_GROUP,
    },
  ) {}

  /** Whether another stream of the group can be served to the client (its address key). */
  roomFor(code: string, client: string): FeedRoom {
    if ((this.perClient.get(client) ?? 0) >= this.limits.perClient) return 'client_full';
    const ofGroup = this.watched.get(code)?.listeners.size ?? 0;
    if (this.watchers >= this.limits.total || ofGroup >= this.limits.perGroup) return 'full';
    return 'yes';
  }

  /**
   * Starts telling `listener` about the group (first with its state now), counted for `client`;
   * returns the stop. Every watcher of a group hears the one read of it.
   */
  watch(code: string, group: Group, listener: FeedListener, client: string): () => void {
    let entry = this.watched.get(code);
    if (!entry) {
      const timer = setInterval(() => void this.refresh(code), FEED_REFRESH_MS);
      timer.unref();
      entry = { listeners: new Set(), last: JSON.stringify(group), timer };
      this.watched.set(code, entry);
    }
    entry.listeners.add(listener);
    this.watchers += 1;
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    listener(group);
    return () => {
      if (!entry.listeners.delete(listener)) return;
      this.watchers -= 1;
      const left = (this.perClient.get(client) ?? 1) - 1;
      if (left > 0) this.perClient.set(client, left);
      else this.perClient.delete(client);
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
    this.perClient.clear();
    this.watchers = 0;
  }
}
