import { readStored, writeStored } from '../lib/browser-store';

const RELOAD_MARK = 'values-cross:chunk-reload';

function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** A second failure this soon after a reload shows the error page instead of looping. */
const LOOP_GUARD_MS = 10_000;

/**
 * A failed chunk load (after a new release replaced the assets) reloads the page once (product.md §8).
 * If the reload did not help, the error page shows; a later release in the same tab reloads again.
 */
export function reloadOnceAfterChunkFailure(error: unknown): boolean {
  if (!isChunkLoadFailure(error)) return false;
  const lastReload = Number(readStored('session', RELOAD_MARK) ?? 0);
  if (Date.now() - lastReload < LOOP_GUARD_MS) return false;
  // Without a mark the guard could not hold: no reload where the tab's storage is refused.
  if (!writeStored('session', RELOAD_MARK, String(Date.now()))) return false;
  window.location.reload();
  return true;
}
