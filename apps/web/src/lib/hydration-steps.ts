/**
 * Hydration in steps: parts of a server-rendered page that are taken over in tasks of their own,
 * after the rest, so that no single task of the takeover holds a phone's main thread for long
 * (docs/decisions/0018-hydration-in-steps.md). Each waiting part keeps the server's markup, which
 * stays readable and whose links work, until its turn.
 */

let hydrating = false;
const waiting: (() => void)[] = [];
let finished: Promise<void> = Promise.resolve();
let finish = () => {};

/**
 * Runs the start of a hydration; parts met then, or inside a part when its turn comes, wait for
 * tasks of their own.
 */
export function hydrateInSteps(start: () => void): void {
  finished = new Promise((resolve) => (finish = resolve));
  hydrating = true;
  try {
    start();
  } finally {
    setTimeout(nextStep, 0);
  }
}

/** Lets the next waiting part be taken over, in a task of its own, until none is left. */
function nextStep() {
  const step = waiting.shift();
  if (!step) {
    hydrating = false;
    return finish();
  }
  step();
  setTimeout(nextStep, 0);
}

/**
 * For a part of the page: while the first hydration goes on, a promise to wait for (its turn), so
 * that Suspense keeps its server markup until then; afterwards null. (A part that first appears
 * in those few tasks, without server markup, waits for its turn too.)
 */
export function turnToHydrate(): Promise<void> | null {
  if (!hydrating) return null;
  return new Promise((resolve) => waiting.push(resolve));
}

/** Settles once every part of the page has been taken over. */
export function whenHydrated(): Promise<void> {
  return finished;
}
