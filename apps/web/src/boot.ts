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

// After the next frame has painted; a frame that never comes (a hidden tab, a frame out of view)
// does not keep the app from starting.
requestAnimationFrame(() => setTimeout(() => void start(), 0));
setTimeout(() => void start(), 300);
