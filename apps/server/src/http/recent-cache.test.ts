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
