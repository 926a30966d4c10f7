// The page's first script: its styles, then the app once the page the server sent has painted.
// A phone shows the server's page first; loading and hydrating the app comes after, so the
// scripts never hold back the first paint, and the app starts in steps that each leave the
// browser free to answer the visitor (docs/decisions/0016-first-paint-before-scripts.md).
import './app/styles.css';
import { yieldToBrowser } from './lib/main-thread';

let started = false;
async function start() {
  if (started) return;
  started = true;
  // The renderer, the router and the app are fetched together (the server's page preloads them)
  // and each evaluated in a task of its own, one after the other.
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/browser-router');
  await yieldToBrowser();
  await import('./main');
}

/**
 * Once the browser reports the page's first contentful paint as shown (paint timing gives the
 * moment the frame reached the screen, later than the frame's own task), then after one more
 * frame: nothing the app fetches competes with that paint for the connection or the main thread.
 * A browser without paint timing starts after one painted frame.
 */
function afterFirstPaint(then: () => void) {
  const nextFrame = () => requestAnimationFrame(() => setTimeout(then, 0));
  const types =
    typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (!types.includes('paint')) return nextFrame();
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    nextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
}

if (document.visibilityState === 'hidden') {
  // A tab opened in the background paints nothing until it is shown: nothing to wait for.
  void start();
} else {
  afterFirstPaint(() => void start());
  // A frame out of view may never paint; a phone's first layout of a long page can take several
  // hundred milliseconds, so the limit leaves it that time.
  setTimeout(() => void start(), 1000);
}
