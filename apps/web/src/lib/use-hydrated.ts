import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrationGoesOn } from './hydration-steps';

/** True in the browser outside the takeover of a page the server rendered. */
const renderedByTheBrowser = () => typeof window !== 'undefined' && !hydrationGoesOn();

/**
 * Whether the page works in the browser yet: false on the server and while a server-rendered
 * page is being taken over, true from then on (and at once after a navigation in the page).
 * Controls that need scripts show as text until then, so no key or tap goes to a dead control.
 * The change is a transition: it re-renders the parts below at a priority that leaves the main
 * thread free (an external store's change would re-render, and so hydrate, them in one task).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(renderedByTheBrowser);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * An external store (storage, the login) as the server rendered it while the page is taken over,
 * then as it is in this browser. Read directly, a store whose value differs from the server's
 * would re-render its readers, and hydrate everything below them, in one task right after the
 * takeover; here that change comes with `useHydrated`'s transition.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    subscribe,
    hydrated ? getSnapshot : getServerSnapshot,
    getServerSnapshot,
  );
}
