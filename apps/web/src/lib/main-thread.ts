/**
 * Lets the browser paint and answer input before the next piece of start-up work, so that no
 * single task of the start holds a phone's main thread for long.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs work the page does not need now (the fallback texts) once the browser is idle. */
export function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
