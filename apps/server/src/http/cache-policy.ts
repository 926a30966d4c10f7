import { SECOND_MS } from '@values-cross/core';

/**
 * Every `Cache-Control` value the server sends, by what the response is: one place to read how
 * long anything may be kept, and by whom.
 */
export const CACHE_CONTROL = {
  /** Personal or one-time answers and redirects: never stored. */
  never: 'no-store',
  /** Personal, and said twice for caches that read only `private`. */
  neverPrivate: 'private, no-store',
  /** Kept, but checked with the server (ETag) at every use: pages, changing data. */
  revalidate: 'no-cache',
  /** A file whose name changes with its content (hashed assets, open data snapshots). */
  forever: 'public, max-age=31536000, immutable',
} as const;

/** Kept by browsers and shared caches for `ms` (whole seconds), `scope` public unless told. */
export function cachedFor(ms: number, scope: 'public' | 'private' = 'public'): string {
  return `${scope}, max-age=${Math.round(ms / SECOND_MS)}`;
}
