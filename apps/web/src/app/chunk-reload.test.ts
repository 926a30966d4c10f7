import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceAfterChunkFailure } from './chunk-reload';
import { MINUTE_MS } from '@values-cross/core';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

describe('reloadOnceAfterChunkFailure (product.md §8)', () => {
  const reload = vi.fn();
  afterEach(() => {
    reload.mockReset();
    sessionStorage.clear();
    vi.useRealTimers();
  });
  Object.defineProperty(window, 'location', {
    value: { ...window.location, reload },
    writable: true,
  });

  it('reloads on a failed chunk load, not twice in a row, and again for a later release', () => {
    vi.useFakeTimers();
    expect(reloadOnceAfterChunkFailure(chunkError)).toBe(true);
    expect(reloadOnceAfterChunkFailure(chunkError)).toBe(false);
    vi.advanceTimersByTime(MINUTE_MS);
    expect(reloadOnceAfterChunkFailure(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('leaves other errors to the error page', () => {
    expect(reloadOnceAfterChunkFailure(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
