import { Suspense, useLayoutEffect, useState, type ReactElement } from 'react';
import { partGone, partTaken, partWaits, shellHydrated, type Part } from '@/lib/hydration-steps';

/** Marks its part as taken over once its content is committed. */
function Taken({ part, children }: { part: Part; children: ReactElement }) {
  useLayoutEffect(() => partTaken(part), [part]);
  return children;
}

/**
 * A part of the page taken over after the rest (lib/hydration-steps.ts): a Suspense boundary,
 * which React hydrates after the page around it, at a lower priority, and first when the visitor
 * interacts with it. On the server and in the browser's own renders it renders as it is.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [part] = useState<Part>(() => ({ taken: false }));
  // Runs after the content's own effect when both commit together (a render in the browser), so
  // only a part whose content is still the server's markup waits.
  useLayoutEffect(() => {
    partWaits(part);
    return () => partGone(part);
  }, [part]);
  return (
    <Suspense fallback={null}>
      <Taken part={part}>{children}</Taken>
    </Suspense>
  );
}

/** The root of a hydrated page: tells, in its first effect, that the page around the parts works. */
export function HydrationShell({ children }: { children: ReactElement }) {
  useLayoutEffect(shellHydrated, []);
  return children;
}
