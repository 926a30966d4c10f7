/**
 * Lets the browser paint and answer input before the next piece of start-up work, so that no
 * single task of the start holds a phone's main thread for long.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
