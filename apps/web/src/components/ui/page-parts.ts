import { useEffect, useSyncExternalStore } from 'react';

/**
 * Parts of a page that load only when the person uses the page or reaches them (where-you-stand,
 * groups, printing): a visitor who only looks at the first screen fetches none of their code or
 * data. The first touch of the page (a key, the pointer, a scroll, a focus) brings them all;
 * printing wants the whole page: the print button and Ctrl/Cmd+P wait until every part has come.
 */
interface PageParts {
  /** The person has used the page: a key, the pointer, a wheel, a scroll or a focus. */
  touched: boolean;
  /** The page is about to be printed: every part loads now. */
  whole: boolean;
}

let parts: PageParts = { touched: false, whole: false };
const listeners = new Set<() => void>();
/** Parts asked for and still on their way (their code or their data). */
const pending = new Set<object>();
const settledWaiters = new Set<() => void>();

function update(change: Partial<PageParts>) {
  const next = { ...parts, ...change };
  if (next.touched === parts.touched && next.whole === parts.whole) return;
  parts = next;
  listeners.forEach((listener) => listener());
}

const TOUCHES = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
] as const;

function listenForTouches(listen: boolean) {
  for (const name of TOUCHES) {
    if (listen) window.addEventListener(name, touch, { passive: true, capture: true });
    else window.removeEventListener(name, touch, { capture: true });
  }
}

function touch() {
  listenForTouches(false);
  update({ touched: true });
}

/** Ctrl/Cmd+P prints the whole page, once its parts have come. */
function onKey(event: KeyboardEvent) {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'p') {
    event.preventDefault();
    void printWholePage();
  }
}
/** A print from the browser's menu cannot wait: what has not come yet loads for the next one. */
const onBeforePrint = () => update({ whole: true, touched: true });

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    if (!parts.touched) listenForTouches(true);
    window.addEventListener('keydown', onKey);
    window.addEventListener('beforeprint', onBeforePrint);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    listenForTouches(false);
    window.removeEventListener('keydown', onKey);
    window.removeEventListener('beforeprint', onBeforePrint);
  };
}

const serverParts: PageParts = { touched: false, whole: false };

/** Whether the person has used the page, and whether it is to be printed whole. */
export function usePageParts(): PageParts {
  return useSyncExternalStore(
    subscribe,
    () => parts,
    () => serverParts,
  );
}

/** Whether the parts that wait for the person are wanted now: the page was used or is printed. */
export function usePartsWanted(): boolean {
  const { touched, whole } = usePageParts();
  return touched || whole;
}

/** Marks a part that was asked for as on its way while `active` (its code or data loading). */
export function usePendingPart(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const token = {};
    pending.add(token);
    return () => {
      pending.delete(token);
      if (pending.size === 0) settledWaiters.forEach((resolve) => resolve());
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves once no part is on its way for two tasks in a row (parts asked for have mounted). */
async function partsSettled(): Promise<void> {
  const deadline = Date.now() + LONGEST_WAIT_MS;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
    await nextTask();
    if (pending.size === 0) {
      quiet += 1;
      continue;
    }
    quiet = 0;
    await Promise.race([
      new Promise<void>((resolve) => settledWaiters.add(resolve)),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ]);
    settledWaiters.clear();
  }
}

/** Prints the page once every part of it has come (the print button, Ctrl/Cmd+P). */
export async function printWholePage(): Promise<void> {
  update({ whole: true, touched: true });
  await partsSettled();
  window.print();
}

/** Forgets what was asked for (tests; a new page starts untouched only with a new document). */
export function resetPageParts() {
  parts = { touched: false, whole: false };
  pending.clear();
}
