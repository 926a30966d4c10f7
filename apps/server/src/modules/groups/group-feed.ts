import type { Group } from '@values-cross/contract';
import { addressKey, networkKey, subnet56Key } from '../../http/rate-limit';
import {
  MAX_FEED_WATCHERS,
  MAX_FEED_WATCHERS_PER_GROUP,
  MAX_FEED_WATCHERS_PER_CLIENT,
  MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP,
  MAX_FEED_WATCHERS_PER_SITE_IN_GROUP,
  MAX_FEED_WATCHERS_PER_SITE,
  MAX_ADMIN_FEED_WATCHERS_PER_GROUP,
  MAX_ADMIN_FEED_WATCHERS_PER_CLIENT,
  MAX_ADMIN_FEED_WATCHERS_PER_SITE,
} from '../../config/limits';

/** How often a watched group is read again: changes made on other instances arrive this late. */
export const FEED_REFRESH_MS = 2000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const FEED_KEEP_ALIVE_MS = 15_000;

// Slots of one instance. A viewer is anyone with the group's code; an admin stream proved the
// group's admin secret. Admin streams have slots of their own, so viewers never take them.

/** Whether another stream can be served: yes, not for this client, or not now (full). */
export type FeedRoom = 'yes' | 'client_full' | 'full';

/** What a watcher receives: the group now, or null when it was deleted. */
export type FeedListener = (group: Group | null) => void;

/** Who watches: the keys of the client's address and networks, and whether it is the admin. */
export interface FeedClient {
  /** IPv4 address or IPv6 /64. */
  address: string;
  /** IPv4 /24 or IPv6 /56. */
  network: string;
  /** IPv4 /24 or IPv6 /48. */
  site: string;
  /** It proved the group's admin secret. */
  admin: boolean;
}

/** The feed client of a request from `ip`, as admin when it proved the group's admin secret. */
export function feedClient(ip: string, admin: boolean): FeedClient {
  return { address: addressKey(ip), network: subnet56Key(ip), site: networkKey(ip), admin };
}

/** The slots of one instance: for viewers, and apart from them for admin streams. */
export interface FeedLimits {
  total: number;
  perGroup: number;
  perClient: number;
  perNetworkInGroup: number;
  perSiteInGroup: number;
  perSite: number;
  admin: { total: number; perGroup: number; perClient: number; perSite: number };
}

interface Watched {
  listeners: Set<FeedListener>;
  last: string;
  timer: ReturnType<typeof setInterval>;
}

/** One count a stream takes part in: its key, its limit, and what a full one answers. */
interface Slot {
  key: string;
  limit: number;
  full: Exclude<FeedRoom, 'yes'>;
}

/**
 * The live feed of groups for the live screen, per instance: every group someone watches is read
 * every FEED_REFRESH_MS (so changes made through another instance arrive too) and at once when
 * this instance changes it; watchers hear only real changes. Nothing runs for unwatched groups.
 * Streams are counted per client, network and group (FeedLimits), admin streams apart.
 */
export class GroupFeed {
  static readonly defaultLimits: FeedLimits = {
    total: MAX_FEED_WATCHERS,
    perGroup: MAX_FEED_WATCHERS_PER_GROUP,
    perClient: MAX_FEED_WATCHERS_PER_CLIENT,
    perNetworkInGroup: MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP,
    perSiteInGroup: MAX_FEED_WATCHERS_PER_SITE_IN_GROUP,
    perSite: MAX_FEED_WATCHERS_PER_SITE,
    // Admin streams need a group's secret; one client can make groups, so they are bounded too.
    admin: {
      total: MAX_FEED_WATCHERS,
      perGroup: MAX_ADMIN_FEED_WATCHERS_PER_GROUP,
      perClient: MAX_ADMIN_FEED_WATCHERS_PER_CLIENT,
      perSite: MAX_ADMIN_FEED_WATCHERS_PER_SITE,
    },
  };

  private readonly watched = new Map<string, Watched>();
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly read: (code: string) => Promise<Group | undefined>,
    private readonly limits: FeedLimits = GroupFeed.defaultLimits,
  ) {}

  /** Whether another stream of the group can be served to the client. */
  roomFor(code: string, client: FeedClient): FeedRoom {
    for (const slot of this.slotsOf(code, client)) {
      if ((this.counts.get(slot.key) ?? 0) >= slot.limit) return slot.full;
    }
    return 'yes';
  }

  /**
   * Starts telling `listener` about the group (first with its state now), counted for `client`;
   * returns the stop. Every watcher of a group hears the one read of it.
   */
  watch(code: string, group: Group, listener: FeedListener, client: FeedClient): () => void {
    let entry = this.watched.get(code);
    if (!entry) {
      const timer = setInterval(() => void this.refresh(code), FEED_REFRESH_MS);
      timer.unref();
      entry = { listeners: new Set(), last: JSON.stringify(group), timer };
      this.watched.set(code, entry);
    }
    entry.listeners.add(listener);
    const keys = this.slotsOf(code, client).map((slot) => slot.key);
    for (const key of keys) this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    listener(group);
    return () => {
      if (!entry.listeners.delete(listener)) return;
      for (const key of keys) {
        const left = (this.counts.get(key) ?? 1) - 1;
        if (left > 0) this.counts.set(key, left);
        else this.counts.delete(key);
      }
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
    this.counts.clear();
  }

  /** The counts a stream of `client` on group `code` takes part in; the client's own first. */
  private slotsOf(code: string, client: FeedClient): Slot[] {
    const { address, network, site } = client;
    if (client.admin) {
      const admin = this.limits.admin;
      return [
        { key: `admin|client|${address}`, limit: admin.perClient, full: 'client_full' },
        { key: `admin|site|${site}`, limit: admin.perSite, full: 'client_full' },
        { key: `admin|group|${code}`, limit: admin.perGroup, full: 'client_full' },
        { key: 'admin|total', limit: admin.total, full: 'full' },
      ];
    }
    const limits = this.limits;
    return [
      { key: `client|${address}`, limit: limits.perClient, full: 'client_full' },
      { key: `network|${code}|${network}`, limit: limits.perNetworkInGroup, full: 'client_full' },
      { key: `site|${code}|${site}`, limit: limits.perSiteInGroup, full: 'client_full' },
      { key: `site|${site}`, limit: limits.perSite, full: 'client_full' },
      { key: `group|${code}`, limit: limits.perGroup, full: 'full' },
      { key: 'total', limit: limits.total, full: 'full' },
    ];
  }
}
