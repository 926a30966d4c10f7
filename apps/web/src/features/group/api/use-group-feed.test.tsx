import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareAnswerChecks } from '@/lib/api-client';
import { groupOf, groupWithCross, jsonResponse } from '@/testing/groups';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import { RECONNECT_MS, useGroupFeed } from './use-group-feed';

/** A stand-in for the browser's EventSource that the test drives. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(name: string, data: unknown) {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  fail({ closed }: { closed: boolean }) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const fetchMock = vi.fn<typeof fetch>();
const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

describe('useGroupFeed (the live screen)', () => {
  // The answers' schemas load once, before the fake clock stops time.
  beforeAll(() => prepareAnswerChecks());
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows each new state of the group, and keeps the last one while the connection is down', async () => {
    const { result } = renderHook(() => useGroupFeed(groupOf({ members: 4 })));
    expect(latest().url).toBe('/api/v1/groups/Ab12Cd34Ef/events');
    expect(result.current).toMatchObject({ live: false, gone: false });
    await act(async () => latest().send('group', groupWithCross({ members: 5 })));
    expect(result.current.live).toBe(true);
    expect(result.current.group.members).toBe(5);
    expect(result.current.group.average).not.toBeNull();
    // Dropped: the browser reconnects by itself; the last state stays.
    act(() => latest().fail({ closed: false }));
    expect(result.current).toMatchObject({ live: false, group: { members: 5 } });
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('opens the feed again when it was refused, and says when the group is gone', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, groupOf({ members: 6 })))
      .mockResolvedValueOnce(jsonResponse(404, { detail: 'not_found' }));
    const { result } = renderHook(() => useGroupFeed(groupOf({ members: 4 })));
    await act(async () => {
      latest().fail({ closed: true });
      await vi.advanceTimersByTimeAsync(RECONNECT_MS);
    });
    expect(result.current.group.members).toBe(6);
    expect(FakeEventSource.opened).toHaveLength(2);
    await act(async () => {
      latest().fail({ closed: true });
      await vi.advanceTimersByTimeAsync(RECONNECT_MS * 2);
    });
    expect(result.current.gone).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('skips a state the contract does not describe', async () => {
    const { result } = renderHook(() => useGroupFeed(groupOf({ members: 4 })));
    await act(async () => latest().send('group', { ...groupOf(), members: 'many' }));
    await act(async () => latest().send('group', groupOf({ members: 7 })));
    expect(result.current.group.members).toBe(7);
  });

  it('a deleted group ends the feed, also right after a new state', async () => {
    const { result } = renderHook(() => useGroupFeed(groupOf()));
    await act(async () => {
      latest().send('group', groupOf({ members: 5 }));
      latest().send('deleted', null);
    });
    expect(result.current.gone).toBe(true);
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('reads the feed with the admin secret in a header when this browser holds it', async () => {
    rememberAdminSecret('Ab12Cd34Ef', 'admin-secret');
    const encoder = new TextEncoder();
    let push: (text: string) => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
    });
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 200 }));
    const { result, unmount } = renderHook(() => useGroupFeed(groupOf({ members: 4 })));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/groups/Ab12Cd34Ef/events');
    expect(new Headers(init?.headers).get('x-group-secret')).toBe('admin-secret');
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(result.current.live).toBe(true);
    const update = JSON.stringify(groupWithCross({ members: 6 }));
    await act(async () => {
      push(`retry: 3000\n\n: keep-alive\n\nevent: group\ndata: ${update.slice(0, 40)}`);
      push(`${update.slice(40)}\n\n`);
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(result.current).toMatchObject({ live: true, group: { members: 6 } });
    act(() => unmount());
    expect((init?.signal as AbortSignal).aborted).toBe(true);
  });

  it('closes the feed when the screen closes', () => {
    const { unmount } = renderHook(() => useGroupFeed(groupOf()));
    // Effects are cleaned up after the next paint: act lets that happen.
    act(() => unmount());
    expect(latest().readyState).toBe(FakeEventSource.CLOSED);
  });
});
