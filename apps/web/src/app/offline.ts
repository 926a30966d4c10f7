import { OUTBOX_KEY } from '@/state/outbox-key';

/**
 * Whether results wait to be sent, read without the queue's code (storage may be blocked). Not
 * through lib/browser-store: a chunk loaded after the start that imports it splits it off the
 * app's chunk, 0.4 KiB more for every page.
 */
function resultsWaiting(): boolean {
  try {
    return (localStorage.getItem(OUTBOX_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}

/**
 * What keeps the app working without a network (decision 0059), started once the page works
 * (main.tsx imports this module then, for this effect):
 * results made while the network was away are sent, and the service worker that keeps the app
 * is registered (its install fetches the app's files, which must not compete with the page's
 * own). Loaded after the start, so no page's first load carries it.
 */
function keepWorkingOffline(): void {
  if (resultsWaiting()) {
    void import('@/features/result/api/create-result').then((module) =>
      module.keepSendingResults(),
    );
  }
  // Not in development, where Vite serves files that change.
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Refused (a private window, a browser setting): the app works online as before.
  });
}

keepWorkingOffline();
