import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Whether the page works in the browser yet: false on the server and while a server-rendered
 * page is being taken over, true from then on (and at once after a navigation in the page).
 * Controls that need scripts show as text until then, so no key or tap goes to a dead control.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
