/**
 * Registers the service worker that keeps the app for use without a network (decision 0059), once
 * the page works: its install fetches the app's files, which must not compete with the page's own.
 * Results waiting to be sent go out from the pages that make results and from a kiosk's pages
 * (state/result-sender.ts). Not in development, where Vite serves files that change.
 */
export function keepWorkingOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
    // Refused (a private window, a browser setting): the app works online as before.
  });
}
