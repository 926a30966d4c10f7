const RELOAD_MARK = 'values-cross:chunk-reload';

function isChunkLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/**
 * A failed chunk load (after a new release replaced the assets) reloads the page once (spec 8);
 * a second failure in the same tab shows the error page instead of looping.
 */
export function reloadOnceAfterChunkFailure(error: unknown): boolean {
  if (!isChunkLoadFailure(error)) return false;
  if (sessionStorage.getItem(RELOAD_MARK)) return false;
  sessionStorage.setItem(RELOAD_MARK, '1');
  window.location.reload();
  return true;
}
