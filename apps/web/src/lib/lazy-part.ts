import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** Every part's loader, for the server to load them all before it renders (`loadParts`). */
const preloads = new Set<() => Promise<unknown>>();

/** A thenable that answers at once: React renders a part it gives without suspending. */
function settled<T>(value: T): PromiseLike<T> {
  return {
    then: <R>(onFulfilled?: ((value: T) => R | PromiseLike<R>) | null) =>
      settled(onFulfilled ? (onFulfilled(value) as R) : (value as unknown as R)),
  };
}

/**
 * A part of a page whose code (and whatever its loader brings along, such as its texts) comes in
 * a chunk of its own after the page's first load: the browser renders it once the chunk is here,
 * and a page the server rendered keeps the server's markup of it until then (React hydrates a
 * Suspense boundary when its content can render). The server renders it at once: it loads every
 * part before it renders a page (`loadParts`), and a loaded part renders without suspending.
 */
export function lazyPart<P>(load: () => Promise<Loaded<P>>): LazyExoticComponent<ComponentType<P>> {
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    loaded ? Promise.resolve(loaded) : load().then((module) => (loaded = module));
  preloads.add(preload);
  return lazy(() => (loaded ? (settled(loaded) as Promise<Loaded<P>>) : preload()));
}

/** Loads every part made so far: the server, before it renders a page with any of them. */
export function loadParts(): Promise<unknown> {
  return Promise.all([...preloads].map((preload) => preload()));
}
