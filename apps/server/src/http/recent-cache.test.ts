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
});
