import { useBrowserStore } from './use-hydrated';

/** Where the browser keeps a value: for the site (`localStorage`) or for this tab (`sessionStorage`). */
export type StorageArea = 'local' | 'session';

/**
 * What `task` gives with a storage area, or undefined where there is none: the server has no
 * window, and a browser that blocks storage (private mode, settings) throws on the property
 * itself, a full one on a write.
 */
function withStorage<R>(area: StorageArea, task: (storage: Storage) => R): R | undefined {
  try {
    return task(window[`${area}Storage` as const]);
  } catch {
    return undefined;
  }
}

/** The text stored under `key`, or null when there is none or storage cannot be read. */
export function readStored(area: StorageArea, key: string): string | null {
  return withStorage(area, (storage) => storage.getItem(key)) ?? null;
}

/** Stores `text` under `key` (null removes the key); false when storage refuses (full, blocked). */
export function writeStored(area: StorageArea, key: string, text: string | null): boolean {
  const done = withStorage(area, (storage) => {
    if (text === null) storage.removeItem(key);
    else storage.setItem(key, text);
    return true;
  });
  return done ?? false;
}

/** Removes everything the app stored in `area`, where storage can be used. */
export function clearStored(area: StorageArea): void {
  withStorage(area, (storage) => storage.clear());
}

/** A stored text read as JSON: null when nothing is stored or the text is broken. */
export function parseJson(text: string | null): unknown {
  try {
    return JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
}

/** A value kept in the browser, read by code and by components, which re-render on changes. */
export interface BrowserStore<T> {
  /** The value: as this page holds it, or for a store read live, as stored now. */
  get(): T;
  /** Holds and stores `value`, then tells the subscribers unless `quietly` (they show it already). */
  set(value: T, options?: { quietly?: boolean }): void;
  /** Removes the stored value, holds the value of nothing stored and tells the subscribers. */
  forget(): void;
  /** Calls `listener` after every change; returns what stops it. */
  subscribe(listener: () => void): () => void;
  /** The value of nothing stored, which the server renders with and the browser hydrates with. */
  readonly serverValue: T;
}

/** A value kept under `key` in a storage area, as JSON. */
interface StoredOptions<T> {
  area: StorageArea;
  key: string;
  /** The value of a stored text (null: nothing stored, storage refused, the server); never throws. */
  parse: (text: string | null) => T;
  /** Follows changes other tabs make to the key (the `storage` event). */
  otherTabs?: boolean;
  /**
   * Reads storage again on every read instead of holding the value read first: storage is the
   * truth, and a value that other code removes (a logout clears storage) is gone at once.
   */
  live?: boolean;
}

/** A value kept in this page's memory only. */
interface MemoryOptions<T> {
  initial: T;
}

/**
 * A store of a value kept in storage under a key, or in memory only. Where storage refuses a
 * write, the value is held for this page.
 */
export function browserStore<T>(options: StoredOptions<T> | MemoryOptions<T>): BrowserStore<T> {
  const kept = 'key' in options ? options : null;
  const serverValue = kept ? kept.parse(null) : (options as MemoryOptions<T>).initial;
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  let value = serverValue;
  // The stored text last read or written: the value is parsed again only when it changed, so a
  // snapshot stays the same object while the text does.
  let text: string | null = null;
  const read = () => {
    const now = kept && readStored(kept.area, kept.key);
    if (kept && now !== text) {
      text = now;
      value = kept.parse(now);
    }
    return value;
  };
  const hold = (next: T, stored: string | null) => {
    value = next;
    if (kept && writeStored(kept.area, kept.key, stored)) text = stored;
  };
  read();

  if (kept?.otherTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== kept.key) return;
      text = event.newValue;
      value = kept.parse(text);
      tell();
    });
  }

  return {
    get: kept?.live ? read : () => value,
    set(next, { quietly = false } = {}) {
      hold(next, JSON.stringify(next));
      if (!quietly) tell();
    },
    forget() {
      hold(serverValue, null);
      tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverValue,
  };
}

/**
 * A store's value (or the part `select` picks, which must be the same object while the value is),
 * re-rendering on changes. A page rendered on the server is hydrated with `serverValue` and shows
 * the browser's own value right after (`useBrowserStore`).
 */
export function useStored<T>(store: BrowserStore<T>): T;
export function useStored<T, S>(store: BrowserStore<T>, select: (value: T) => S): S;
export function useStored<T, S>(store: BrowserStore<T>, select?: (value: T) => S): T | S {
  const pick = (value: T) => (select ? select(value) : value);
  return useBrowserStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.serverValue),
  );
}
