import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { options } from 'preact';
import { afterAll, afterEach } from 'vitest';

// Preact runs effects after the next animation frame, with a 35 ms timer as a fallback that
// cancels the frame. When a file's last render lands just before jsdom is torn down, that
// timer fires without `cancelAnimationFrame` and fails the run. In tests, effects run on the
// next task instead, and every file waits one task before its environment goes.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

afterAll(() => new Promise<void>((resolve) => setTimeout(resolve)));
