// The app's first script: its styles, then the app. The page's inline script fetches it once the
// page the server sent has painted (src/start-after-paint.ts): a phone shows the server's page
// first, and the app starts in steps that each leave the browser free to answer the visitor
// (docs/decisions/0016-first-paint-before-scripts.md, 0041). In development, where Vite serves
// the page, it runs at once.
import './app/styles.css';
import { yieldToBrowser } from './lib/main-thread';

/**
 * The renderer, the router and the app are fetched together (the server's page preloads them)
 * and each evaluated in a task of its own, one after the other.
 */
async function start() {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./app/browser-router');
  await yieldToBrowser();
  await import('./main');
}

void start();
