/**
 * Hydration in steps: parts of a server-rendered page that React takes over after the rest, each
 * a Suspense boundary that React hydrates at a lower priority once the page around it works, in
 * slices that leave the main thread free, and at once when the visitor touches it
 * (docs/decisions/0023-react-renders-the-app.md). Until then a part keeps the server's markup,
 * readable and with working links. This module only tells when every part has been taken over.
 */

/** A part of the page, taken over or still showing the server's markup. */
export interface Part {
  taken: boolean;
}

const waiting = new Set<Part>();
let shellTaken = true;
let takingOver = false;
let finished: Promise<void> = Promise.resolve();
let finish = () => {};

function finishIfDone() {
  if (!shellTaken || waiting.size > 0) return;
  takingOver = false;
  finish();
}

/** Runs the start of a hydration; `whenHydrated` settles once its shell and every part work. */
export function hydrateInSteps(start: () => void): void {
  finished = new Promise((resolve) => (finish = resolve));
  shellTaken = false;
  takingOver = true;
  start();
}

/** The page around the parts works (called from the root's first effect). */
export function shellHydrated(): void {
  shellTaken = true;
  finishIfDone();
}

/** A part committed without its content: it waits for React to take it over. */
export function partWaits(part: Part): void {
  if (!part.taken) waiting.add(part);
}

/** A part's content works. */
export function partTaken(part: Part): void {
  part.taken = true;
  waiting.delete(part);
  finishIfDone();
}

/**
 * A part is gone before it was taken over (the visitor navigated on). Checked after the commit:
 * in development, strict mode removes and adds every part once more within it.
 */
export function partGone(part: Part): void {
  waiting.delete(part);
  queueMicrotask(finishIfDone);
}

/** Whether a page the server rendered is being taken over (some part still shows its markup). */
export function hydrationGoesOn(): boolean {
  return takingOver;
}

/** Settles once every part of the page has been taken over. */
export function whenHydrated(): Promise<void> {
  return finished;
}
