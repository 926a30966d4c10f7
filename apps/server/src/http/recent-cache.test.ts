import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RecentCache } from './recent-cache';

describe('RecentCache', () => {
  it('keeps the most recently used entries up to its size', () => {
    const cache = new RecentCache<Buffer>(2);
    cache.set('a', Buffer.from('a'));
    cache.set('b', Buffer.from('b'));
    expect(cache.get('a')?.toString()).toBe('a');
    cache.set('c', Buffer.from('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.toString()).toBe('a');
    expect(cache.get('c')?.toString()).toBe('c');
    expect(cache.size).toBe(2);
  });

  it('forgets an entry once its time to live has passed, and keeps one without', () => {
    let now = 1000;
    const cache = new RecentCache<string>(4, () => now);
    cache.set('brief', 'b', 50);
    cache.set('lasting', 'l');
    now = 1049;
    expect(cache.get('brief')).toBe('b');
    now = 1050;
    expect(cache.get('brief')).toBeUndefined();
    expect(cache.size).toBe(1);
    now = 10 ** 12;
    expect(cache.get('lasting')).toBe('l');
  });
});

/** A load the test ends when it chooses, and how many times it was started. */
function loader<V>() {
  const ends: { resolve: (value: V) => void; reject: (error: Error) => void }[] = [];
  const make = () =>
    new Promise<V>((resolve, reject) => {
      ends.push({ resolve, reject });
    });
  return {
    make,
    ends,
    get calls() {
      return ends.length;
    },
  };
}

describe('RecentCache.load', () => {
  it('answers a kept value without loading', async () => {
    const cache = new RecentCache<string>(4);
    cache.set('a', 'kept');
    const { make, calls } = loader<string>();
    expect(await cache.load('a', make)).toBe('kept');
    expect(calls).toBe(0);
  });

  it('loads a key once for everyone who asks while it loads, and keeps the value', async () => {
    const cache = new RecentCache<string>(4);
    const a = loader<string>();
    const b = loader<string>();
    const waiting = [cache.load('a', a.make), cache.load('a', a.make), cache.load('b', b.make)];
    expect([a.calls, b.calls, cache.loads]).toEqual([1, 1, 2]);
    a.ends[0]?.resolve('made a');
    b.ends[0]?.resolve('made b');
    expect(await Promise.all(waiting)).toEqual(['made a', 'made a', 'made b']);
    expect(cache.loads).toBe(0);
    expect(cache.get('a')).toBe('made a');
    expect(await cache.load('a', a.make)).toBe('made a');
    expect(a.calls).toBe(1);
  });

  it('gives a failure to every waiter, keeps nothing, and loads again next time', async () => {
    const cache = new RecentCache<string>(4);
    const { make, ends } = loader<string>();
    const waiting = [cache.load('a', make), cache.load('a', make)];
    ends[0]?.reject(new Error('down'));
    for (const answer of waiting) await expect(answer).rejects.toThrow('down');
    expect([cache.size, cache.loads]).toEqual([0, 0]);
    const again = cache.load('a', make);
    expect(ends).toHaveLength(2);
    ends[1]?.resolve('up');
    expect(await again).toBe('up');
    expect(cache.get('a')).toBe('up');
  });

  it('answers a make that throws at once with a failure, and keeps nothing', async () => {
    const cache = new RecentCache<string>(4);
    await expect(
      cache.load('a', () => {
        throw new Error('at once');
      }),
    ).rejects.toThrow('at once');
    expect([cache.size, cache.loads]).toEqual([0, 0]);
  });

  it('shares an answer of nothing with the waiters but keeps nothing', async () => {
    const cache = new RecentCache<string>(4);
    const { make, ends } = loader<string | undefined>();
    const waiting = [cache.load('a', make), cache.load('a', make)];
    ends[0]?.resolve(undefined);
    expect(await Promise.all(waiting)).toEqual([undefined, undefined]);
    expect([cache.size, cache.loads]).toEqual([0, 0]);
    void cache.load('a', make);
    expect(ends).toHaveLength(2);
  });

  it('counts the time to live from when the load began', async () => {
    let now = 1000;
    const cache = new RecentCache<string>(4, () => now);
    const { make, ends } = loader<string>();
    const waiting = cache.load('a', make, 50);
    now = 1030;
    ends[0]?.resolve('v');
    await waiting;
    now = 1049;
    expect(cache.get('a')).toBe('v');
    now = 1050;
    expect(cache.get('a')).toBeUndefined();
    // A load that took the whole time to live gives its value but keeps it not at all.
    const slow = cache.load('a', make, 50);
    now = 1100;
    ends[1]?.resolve('late');
    expect(await slow).toBe('late');
    expect(cache.size).toBe(0);
    // Without a time to live the value is kept until pushed out.
    const lasting = cache.load('b', make);
    ends[2]?.resolve('l');
    await lasting;
    now = 10 ** 12;
    expect(cache.get('b')).toBe('l');
  });

  it('does not keep a load whose key was deleted while it ran, and loads afresh after', async () => {
    const cache = new RecentCache<string>(4);
    const { make, ends } = loader<string>();
    const before = cache.load('a', make);
    cache.delete('a');
    const after = cache.load('a', make);
    expect(ends).toHaveLength(2);
    ends[0]?.resolve('old');
    expect(await before).toBe('old');
    expect(cache.get('a')).toBeUndefined();
    ends[1]?.resolve('new');
    expect(await after).toBe('new');
    expect(cache.get('a')).toBe('new');
    expect(cache.loads).toBe(0);
  });

  it('keeps what was set while a load ran, not the load', async () => {
    const cache = new RecentCache<string>(4);
    const { make, ends } = loader<string>();
    const waiting = cache.load('a', make);
    cache.set('a', 'set');
    ends[0]?.resolve('loaded');
    expect(await waiting).toBe('loaded');
    expect(cache.get('a')).toBe('set');
  });

  it('shares at most as many loads as it keeps entries; a load beyond serves its caller alone', async () => {
    const cache = new RecentCache<string>(2);
    const { make, ends } = loader<string>();
    const waiting = ['a', 'b', 'c', 'c'].map((key) => cache.load(key, make));
    expect([ends.length, cache.loads]).toEqual([4, 2]);
    ends.forEach((end, index) => end.resolve(`v${index}`));
    expect(await Promise.all(waiting)).toEqual(['v0', 'v1', 'v2', 'v3']);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['v0', 'v1', undefined]);
    expect(cache.loads).toBe(0);
  });

  it('keeps its bounds and answers every waiter with its load, whatever the order of events', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('load' as const), key: fc.nat(4) }),
      fc.record({ kind: fc.constant('end' as const), index: fc.nat(30), fails: fc.boolean() }),
      fc.record({ kind: fc.constant('delete' as const), key: fc.nat(4) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.array(step), async (max, steps) => {
        const cache = new RecentCache<string>(max);
        const makes: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
        const answers: Promise<string>[] = [];
        const startedBy: number[] = [];
        const make = () =>
          new Promise<string>((resolve, reject) => makes.push({ resolve, reject }));
        const settle = (index: number, fails: boolean) => {
          const end = makes[index];
          if (fails) end?.reject(new Error(`failed ${index}`));
          else end?.resolve(`made ${index}`);
        };
        for (const next of steps) {
          if (next.kind === 'load') {
            const before = makes.length;
            answers.push(cache.load(String(next.key), make).catch((e: Error) => e.message));
            // Each caller waits for the load it started, or the one it joined.
            startedBy.push(makes.length > before ? before : -1);
          } else if (next.kind === 'end') settle(next.index, next.fails);
          else cache.delete(String(next.key));
          await Promise.resolve();
          expect(cache.loads).toBeLessThanOrEqual(max);
          expect(cache.size).toBeLessThanOrEqual(max);
        }
        makes.forEach((_end, index) => settle(index, index % 2 === 0));
        const settled = await Promise.all(answers);
        expect(cache.loads).toBe(0);
        settled.forEach((answer, index) => {
          expect(answer).toMatch(/^(made|failed) \d+$/);
          const own = startedBy[index] ?? -1;
          if (own >= 0) expect(answer.endsWith(` ${own}`)).toBe(true);
        });
      }),
    );
  });
});
