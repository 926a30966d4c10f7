import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import type { Group } from '@values-cross/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { eventStreamWriter } from './event-stream';
import { feedClient, GroupFeed } from './group-feed';
import { MAX_FEED_WATCHERS_PER_CLIENT } from '../../config/limits';

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

describe('GroupFeed slots', () => {
  it('keeps slots per client, per group and in all, and frees them when a watcher stops', () => {
    const feed = new GroupFeed(async (code) => group(code), {
      ...GroupFeed.defaultLimits,
      total: 5,
      perClient: 2,
      perGroup: 3,
    });
    const one = feedClient('10.1.0.1', false);
    // Each stream has a listener of its own.
    const listen = () => () => undefined;
    const stops = [
      feed.watch('A', group('A'), listen(), one),
      feed.watch('A', group('A'), listen(), one),
    ];
    expect(feed.roomFor('A', one)).toBe('client_full');
    expect(feed.roomFor('B', one)).toBe('client_full');
    expect(feed.roomFor('A', feedClient('10.2.0.1', false))).toBe('yes');
    feed.watch('A', group('A'), listen(), feedClient('10.2.0.1', false));
    expect(feed.roomFor('A', feedClient('10.3.0.1', false))).toBe('full');
    expect(feed.roomFor('B', feedClient('10.3.0.1', false))).toBe('yes');
    feed.watch('B', group('B'), listen(), feedClient('10.3.0.1', false));
    feed.watch('B', group('B'), listen(), feedClient('10.4.0.1', false));
    expect(feed.roomFor('C', feedClient('10.5.0.1', false))).toBe('full');
    stops[0]?.();
    stops[0]?.();
    expect(feed.roomFor('C', one)).toBe('yes');
    feed.close();
  });
});

describe('eventStreamWriter', () => {
  it('drops a stream whose client stopped reading, once its unsent data passes the bound', () => {
    // A client that never takes anything: every write stays in the stream's buffer.
    const stalled = new Writable({ highWaterMark: 1024, write: () => undefined });
    const send = eventStreamWriter(stalled, 8 * 1024);
    const event = `event: group\ndata: ${'x'.repeat(1000)}\n\n`;
    let sent = 0;
    while (send(event)) sent += 1;
    expect(sent).toBeGreaterThanOrEqual(7);
    expect(sent).toBeLessThanOrEqual(9);
    expect(stalled.destroyed).toBe(true);
    expect(send(event)).toBe(false);
  });

  it('keeps a stream whose client reads', async () => {
    const reading = new Writable({ write: (_chunk, _encoding, done) => setImmediate(done) });
    const send = eventStreamWriter(reading, 8 * 1024);
    for (let n = 0; n < 100; n += 1) {
      expect(send(`event: group\ndata: ${'x'.repeat(1000)}\n\n`)).toBe(true);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(reading.destroyed).toBe(false);
  });
});

describe(`live feed slots per client (${testDialect()})`, () => {
  const test = useTestApp();
  const open: IncomingMessage[] = [];
  afterAll(() => open.forEach((response) => response.destroy()));

  /** Opens the group's feed from a client address on the loopback range; resolves on the head. */
  const watch = (port: number, code: string, localAddress: string) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port,
        path: `/api/v1/groups/${code}/events`,
        localAddress,
      });
      request.on('response', (response) => {
        open.push(response);
        resolve(response);
      });
      request.on('error', reject);
      request.end();
    });

  it('refuses one client more than its streams with 429, and still serves the next client', async () => {
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(baseUrl).port);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      payload: { name: 'Podium', language: 'de' },
    });
    const { code } = created.json() as { code: string };
    for (let n = 0; n < MAX_FEED_WATCHERS_PER_CLIENT; n += 1) {
      expect((await watch(port, code, '127.0.0.2')).statusCode).toBe(200);
    }
    const refused = await watch(port, code, '127.0.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect((await watch(port, code, '127.0.0.3')).statusCode).toBe(200);
    // A stream that ends gives its slot back.
    open[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await watch(port, code, '127.0.0.2')).statusCode).toBe(200);
  });
});
