import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserStore,
  clearStored,
  parseJson,
  readStored,
  useStored,
  writeStored,
  type BrowserStore,
} from './browser-store';

/** A store of a list of names under `key`, as the app's stores parse theirs. */
const namesStore = (key: string, more: { otherTabs?: boolean; live?: boolean } = {}) =>
  browserStore({
    area: 'local',
    key,
    parse: (text): string[] => {
      const value = parseJson(text);
      return Array.isArray(value) ? (value as string[]) : [];
    },
    ...more,
  });

/** Another tab of the same browser changes `key` (the browser fires `storage` in this one). */
function otherTabWrites(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

function Names({ store }: { store: BrowserStore<string[]> }) {
  return <p>{useStored(store).join(',') || 'none'}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('storage access', () => {
  it('reads, writes, removes and clears texts in either area', () => {
    expect(readStored('local', 'k')).toBeNull();
    expect(writeStored('local', 'k', 'a')).toBe(true);
    expect(writeStored('session', 'k', 'b')).toBe(true);
    expect([localStorage.getItem('k'), sessionStorage.getItem('k')]).toEqual(['a', 'b']);
    expect(readStored('session', 'k')).toBe('b');
    writeStored('local', 'k', null);
    expect(localStorage.getItem('k')).toBeNull();
    clearStored('session');
    expect(sessionStorage.length).toBe(0);
  });

  it('reads broken or missing JSON as null', () => {
    expect(parseJson('{"a":1}')).toEqual({ a: 1 });
    expect(parseJson('{broken')).toBeNull();
    expect(parseJson(null)).toBeNull();
  });
});

describe('browserStore', () => {
  it('starts with the stored value, stores changes as JSON and forgets them', () => {
    localStorage.setItem('names', '["ada"]');
    const names = namesStore('names');
    expect(names.get()).toEqual(['ada']);
    expect(names.serverValue).toEqual([]);
    names.set(['ada', 'bo']);
    expect(localStorage.getItem('names')).toBe('["ada","bo"]');
    expect(names.get()).toEqual(['ada', 'bo']);
    names.forget();
    expect(localStorage.getItem('names')).toBeNull();
    expect(names.get()).toBe(names.serverValue);
  });

  it('holds its value while storage changes under it, unless read live', () => {
    localStorage.setItem('held', '["ada"]');
    localStorage.setItem('live', '["ada"]');
    const held = namesStore('held');
    const live = namesStore('live', { live: true });
    localStorage.clear();
    expect(held.get()).toEqual(['ada']);
    expect(live.get()).toEqual([]);
    localStorage.setItem('live', '["bo"]');
    // The same object while the text is the same, as a snapshot of `useSyncExternalStore` must be.
    expect(live.get()).toEqual(['bo']);
    expect(live.get()).toBe(live.get());
    const written = ['cy'];
    live.set(written);
    expect(live.get()).toBe(written);
  });

  it('tells its subscribers of every change until they unsubscribe, and not of a quiet one', () => {
    const names = namesStore('told');
    const listener = vi.fn();
    const stop = names.subscribe(listener);
    names.set(['ada']);
    names.forget();
    expect(listener).toHaveBeenCalledTimes(2);
    names.set(['bo'], { quietly: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(names.get()).toEqual(['bo']);
    stop();
    names.set(['cy']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a value in memory only, storing nothing', () => {
    const counts = browserStore({ initial: { a: 1 } });
    counts.set({ a: 2 });
    expect(counts.get()).toEqual({ a: 2 });
    expect(counts.serverValue).toEqual({ a: 1 });
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("follows another tab's changes to its key when asked to", () => {
    const followed = namesStore('followed', { otherTabs: true });
    const alone = namesStore('alone');
    const listener = vi.fn();
    followed.subscribe(listener);
    alone.subscribe(listener);
    otherTabWrites('followed', '["ada"]');
    expect(followed.get()).toEqual(['ada']);
    expect(listener).toHaveBeenCalledTimes(1);
    otherTabWrites('alone', '["bo"]');
    otherTabWrites('something-else', '["cy"]');
    expect(alone.get()).toEqual([]);
    expect(followed.get()).toEqual(['ada']);
    expect(listener).toHaveBeenCalledTimes(1);
    otherTabWrites('followed', null);
    expect(followed.get()).toEqual([]);
  });

  it('works for the page when storage refuses to be read or written', () => {
    localStorage.setItem('refused', '["ada"]');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const names = namesStore('refused');
    const live = namesStore('refused', { live: true });
    const listener = vi.fn();
    names.subscribe(listener);
    expect(names.get()).toEqual([]);
    names.set(['bo']);
    live.set(['cy']);
    expect(names.get()).toEqual(['bo']);
    expect(live.get()).toEqual(['cy']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => names.forget()).not.toThrow();
    expect(names.get()).toEqual([]);
    expect(readStored('local', 'refused')).toBeNull();
    expect(writeStored('session', 'refused', 'x')).toBe(false);
    expect(() => clearStored('local')).not.toThrow();
  });

  it('reads nothing where even the storage property throws (storage blocked)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(readStored('local', 'blocked')).toBeNull();
    expect(writeStored('local', 'blocked', 'x')).toBe(false);
    expect(namesStore('blocked').get()).toEqual([]);
  });
});

describe('useStored', () => {
  it('renders the value and re-renders on changes, here and from another tab', () => {
    const names = namesStore('shown', { otherTabs: true });
    render(<Names store={names} />);
    expect(screen.getByText('none')).toBeInTheDocument();
    act(() => names.set(['ada']));
    expect(screen.getByText('ada')).toBeInTheDocument();
    act(() => otherTabWrites('shown', '["ada","bo"]'));
    expect(screen.getByText('ada,bo')).toBeInTheDocument();
  });

  it('renders the part a selector picks', () => {
    const names = namesStore('picked');
    function First() {
      return <p>{useStored(names, (list) => list[0] ?? 'nobody')}</p>;
    }
    render(<First />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    act(() => names.set(['cy', 'dee']));
    expect(screen.getByText('cy')).toBeInTheDocument();
  });

  it("renders the server's value on the server, whatever this browser stores", () => {
    localStorage.setItem('server', '["ada"]');
    const names = namesStore('server');
    expect(names.get()).toEqual(['ada']);
    expect(renderToString(<Names store={names} />)).toBe('<p>none</p>');
  });
});
