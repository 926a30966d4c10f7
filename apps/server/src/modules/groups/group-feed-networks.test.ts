import type { Group } from '@values-cross/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { feedClient, GroupFeed } from './group-feed';
import {
  MAX_ADMIN_FEED_WATCHERS_PER_GROUP,
  MAX_FEED_WATCHERS_PER_GROUP,
  MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP,
  MAX_FEED_WATCHERS_PER_SITE,
  MAX_FEED_WATCHERS_PER_SITE_IN_GROUP,
} from '../../config/limits';

const group = (code: string): Group => ({
  code,
  name: 'Podium',
  language: 'de',
  members: 0,
  closed: false,
  average: null,
  spread: null,
  versions: [],
});

/** Watches `code` from `address` until refused; how many streams were served. */
function fill(feed: GroupFeed, code: string, address: string, admin = false): number {
  let served = 0;
  const client = feedClient(address, admin);
  while (feed.roomFor(code, client) === 'yes') {
    feed.watch(code, group(code), () => undefined, client);
    served += 1;
  }
  return served;
}

describe('GroupFeed slots per network and for the admin', () => {
  it('lets one IPv6 /56 or IPv4 /24 hold a few streams of a group, never the group', () => {
    const feed = new GroupFeed(async (code) => group(code));
    let fromOneNetwork = 0;
    for (let client = 0; client < 20; client += 1) {
      fromOneNetwork += fill(feed, 'A', `2001:db8:1:${client.toString(16)}::1`);
    }
    expect(fromOneNetwork).toBe(MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP);
    expect(feed.roomFor('A', feedClient('2001:db8:1:ff::1', false))).toBe('client_full');
    // The next /56 of the same /48 gets its share, until the /48 holds its own.
    let fromOneSite = fromOneNetwork;
    for (let network = 1; network < 16; network += 1) {
      for (let client = 0; client < 4; client += 1) {
        fromOneSite += fill(feed, 'A', `2001:db8:1:${(network * 256 + client).toString(16)}::1`);
      }
    }
    expect(fromOneSite).toBe(MAX_FEED_WATCHERS_PER_SITE_IN_GROUP);
    let fromV4 = 0;
    for (let host = 1; host <= 10; host += 1) fromV4 += fill(feed, 'A', `203.0.113.${host}`);
    expect(fromV4).toBe(MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP);
    // Other networks still watch the group.
    expect(feed.roomFor('A', feedClient('198.51.100.1', false))).toBe('yes');
    feed.close();
  });

  it('bounds what one /48 holds over many groups of the instance', () => {
    const feed = new GroupFeed(async (code) => group(code));
    let served = 0;
    for (let n = 0; n < 400; n += 1) {
      served += fill(feed, `G${n % 40}`, `2001:db8:2:${n.toString(16)}::1`);
    }
    expect(served).toBe(MAX_FEED_WATCHERS_PER_SITE);
    feed.close();
  });

  it("serves the admin's screen when viewers fill the group, the instance and the admin's own address", () => {
    const feed = new GroupFeed(async (code) => group(code), {
      ...GroupFeed.defaultLimits,
      total: 250,
    });
    // Viewers from 20 networks fill the group, then the instance.
    for (let network = 0; network < 20; network += 1) {
      for (let host = 1; host <= 2; host += 1) fill(feed, 'A', `10.${network}.0.${host}`);
    }
    expect(feed.roomFor('A', feedClient('10.99.0.1', false))).toBe('full');
    for (let network = 20; network < 40; network += 1) fill(feed, 'B', `10.${network}.0.1`);
    expect(feed.roomFor('C', feedClient('10.99.0.1', false))).toBe('full');
    // 10.0.0.1 holds all its viewer slots; its admin screens still get theirs.
    expect(feed.roomFor('A', feedClient('10.0.0.1', false))).toBe('client_full');
    expect(fill(feed, 'A', '10.0.0.1', true)).toBe(MAX_ADMIN_FEED_WATCHERS_PER_GROUP);
    expect(fill(feed, 'C', '10.99.0.1', true)).toBe(MAX_ADMIN_FEED_WATCHERS_PER_GROUP);
    feed.close();
  });

  it('bounds the admin streams of one client over groups of its own making', () => {
    const feed = new GroupFeed(async (code) => group(code));
    let served = 0;
    for (let n = 0; n < 100; n += 1) served += fill(feed, `G${n}`, '192.0.2.1', true);
    expect(served).toBe(GroupFeed.defaultLimits.admin.perClient);
    feed.close();
  });
});

describe(`the live screen behind a proxy: networks and the admin secret (${testDialect()})`, () => {
  const test = useTestApp({ TRUST_PROXY: 'true' });
  const controllers: AbortController[] = [];
  afterAll(() => controllers.forEach((controller) => controller.abort()));

  const open = async (baseUrl: string, code: string, address: string, secret?: string) => {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${baseUrl}/api/v1/groups/${code}/events`, {
      signal: controller.signal,
      headers: { 'x-forwarded-for': address, ...(secret ? { 'x-group-secret': secret } : {}) },
    });
    if (response.status !== 200) await response.body?.cancel();
    return response.status;
  };

  it("keeps one /56 from filling a group, and always serves the screen holding the group's admin secret", async () => {
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      payload: { name: 'Podium', language: 'de' },
    });
    const { code, adminSecret } = created.json() as { code: string; adminSecret: string };
    // 20 addresses of one IPv6 /56, 10 streams each: the /56 gets its share of the group only.
    const fromOneNetwork = await Promise.all(
      Array.from({ length: 200 }, (_, n) =>
        open(baseUrl, code, `2001:db8:7:${Math.floor(n / 10).toString(16)}::1`),
      ),
    );
    expect(fromOneNetwork.filter((status) => status === 200)).toHaveLength(
      MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP,
    );
    expect(fromOneNetwork.filter((status) => status === 429)).toHaveLength(
      200 - MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP,
    );
    // Nine IPv4 networks fill the group's other slots.
    const others = await Promise.all(
      Array.from(
        { length: MAX_FEED_WATCHERS_PER_GROUP - MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP },
        (_, n) => open(baseUrl, code, `10.${Math.floor(n / 20)}.0.${(n % 2) + 1}`),
      ),
    );
    expect(others.every((status) => status === 200)).toBe(true);
    expect(await open(baseUrl, code, '198.51.100.7')).toBe(503);
    // The projector with the admin link gets in, also from an address whose viewer slots are full.
    expect(await open(baseUrl, code, '198.51.100.7', adminSecret)).toBe(200);
    expect(await open(baseUrl, code, '10.0.0.1', adminSecret)).toBe(200);
    // A wrong secret is no admin's: it waits like any viewer.
    expect(await open(baseUrl, code, '198.51.100.8', 'x'.repeat(43))).toBe(503);
  });
});
