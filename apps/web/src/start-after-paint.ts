// The page's last inline script (written into the built index.html by vite.config.ts, allowed
// by its hash in the content security policy): it fetches the app's first script only once the
// page the server sent has painted. Requested from the head, even at low priority, that script
// shared the connection with the style sheet, and Lighthouse's model of a phone counted it, with
// a connection of its own, before the largest paint (docs/decisions/0041).

/**
 * Calls `start` once the browser reports the page's first contentful paint as shown (paint
 * timing gives the moment the frame reached the screen, later than the frame's own task), then
 * after one more frame. A browser without paint timing starts after one painted frame; a tab
 * opened in the background, which paints nothing until shown, starts at once; a frame out of view
 * may never paint, so a visible page starts after a second at the latest (a phone's first layout
 * of a long page can take several hundred milliseconds).
 */
export function startAfterFirstPaint(start: () => unknown): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  if (document.visibilityState === 'hidden') {
    startOnce();
    return;
  }
  const nextFrame = () => requestAnimationFrame(() => setTimeout(startOnce, 0));
  const types =
    typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (types.includes('paint')) {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    nextFrame();
  }
  setTimeout(startOnce, 1000);
}
