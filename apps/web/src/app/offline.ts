import { readStored } from '@/lib/browser-store';
import { OUTBOX_KEY } from '@/state/outbox-key';

/**
 * Registers the service worker that keeps the app for use without a network (decision 0059), once
 * the page works: its install fetches the app's files, which must not compete with the page's own.
 * Results an earlier visit left waiting are sent from whatever page the app opens on (the sending's
 * code loads only then, state/result-sender.ts); the pages that make results and a kiosk's pages
 * start it themselves. The worker not in development, where Vite serves files that change.
 */
export function keepWorkingOffline(): void {
  const waiting = readStored('local', OUTBOX_KEY);
  if (waiting !== null && waiting !== '[]') {
    void import('@/state/result-sender').then((sender) => sender.keepSendingResults());
  }
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Refused (a private window, a browser setting): the app works online as before.
  });
}
