import { useEffect, useSyncExternalStore } from 'react';

/**
 * Parts of a page that load only when the person uses the page or reaches them (where-you-stand,
 * groups, printing): a visitor who only looks at the first screen fetches none of their code or
 * data (docs/decisions/0040). The first use of the page (a key, the pointer, a wheel, a scroll, a
 * focus) or a print brings them all; the print button and Ctrl/Cmd+P wait until every part that
 * is on its way has come, its code and its data.
 */
let wanted = false;
const listeners = new Set<() => void>();
/** Parts asked for and still on their way (their code or their data). */
const pending = new Set<object>();
let settled: (() => void) | null = null;

const USES = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
const listenOptions = { passive: true, capture: true };

function want() {
  if (wanted) return;
  wanted = true;
  USES.forEach((name) => window.removeEventListener(name, want, listenOptions));
  listeners.forEach((listener) => listener());
}

/** Ctrl/Cmd+P prints the whole page, once its parts have come. */
function onKey(event: KeyboardEvent) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p') {
    event.preventDefault();
    void printWholePage();
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    if (!wanted) USES.forEach((name) => window.addEventListener(name, want, listenOptions));
    window.addEventListener('keydown', onKey);
    // A print from the browser's menu cannot wait: what has not come yet is there for the next.
    window.addEventListener('beforeprint', want);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    USES.forEach((name) => window.removeEventListener(name, want, listenOptions));
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('beforeprint', want);
  };
}

/** Whether the parts that wait for the person are wanted: the page was used or is printed. */
export function usePartsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Marks a part that was asked for as on its way while `active` (its code or data loading). */
export function usePendingPart(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const token = {};
    pending.add(token);
    return () => {
      pending.delete(token);
      if (pending.size === 0) settled?.();
    };
  }, [active]);
}

/** A part on its way, as a Suspense fallback: `<Suspense fallback={<PendingPart />}>`. */
export function PendingPart() {
  usePendingPart(true);
  return null;
}

/** The longest a print waits for parts that do not come (a failed request, a lost network). */
const LONGEST_WAIT_MS = 4000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints the page once no part has been on its way for two tasks in a row (the print button). */
export async function printWholePage(): Promise<void> {
  want();
  const deadline = Date.now() + LONGEST_WAIT_MS;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline;) {
    await wait(0);
    if (pending.size === 0) quiet += 1;
    else {
      quiet = 0;
      await Promise.race([
        new Promise<void>((resolve) => (settled = resolve)),
        wait(deadline - Date.now()),
      ]);
    }
  }
  window.print();
}

/** Forgets that the page was used (tests: a new page starts unused only with a new document). */
export function resetPageParts() {
  wanted = false;
  pending.clear();
}
