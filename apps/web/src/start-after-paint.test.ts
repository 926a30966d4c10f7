import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAfterFirstPaint } from './start-after-paint';

/** A paint observer the test reports paints to, as the browser would. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: PaintObserver[] = [];
  disconnected = false;
  constructor(
    private readonly report: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    PaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  static paint(name: string) {
    for (const observer of PaintObserver.observers.filter((o) => !o.disconnected)) {
      observer.report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
    }
  }
}

describe('starting the app after the first paint', () => {
  let visibility: DocumentVisibilityState;
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    PaintObserver.observers = [];
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('starts one frame after the first contentful paint, and only once', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(500);
    PaintObserver.paint('first-paint');
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    PaintObserver.paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(17);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after a second when a visible page never paints (a frame out of view)', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after one frame in a browser without paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    startAfterFirstPaint(start);
    vi.advanceTimersByTime(17);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a tab opened in the background, which paints nothing', () => {
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    visibility = 'hidden';
    const start = vi.fn();
    startAfterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(PaintObserver.observers).toEqual([]);
  });
});
