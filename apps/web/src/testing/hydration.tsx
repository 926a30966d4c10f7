import { startTransition, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, vi } from 'vitest';
import { HydrationShell } from '../components/ui/HydrateLater';
import { hydrateInSteps } from '../lib/hydration-steps';

/** React's `act` environment flag, which Testing Library sets for every test. */
const actFlag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * For tests of React's own scheduling (hydration in steps): no `act` around it, so React runs its
 * work in tasks as in a browser. Restored after each test.
 */
export function withoutAct(): void {
  beforeEach(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actFlag.IS_REACT_ACT_ENVIRONMENT = true;
    document.body.innerHTML = '';
  });
}

/** Renders `element` to HTML as the server does: without a window. */
export function renderOnServer(element: ReactElement): string {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Renders `element` on the server, then hydrates that markup as the app does (main.tsx): in a
 * transition, inside the hydration shell. Returns the root and the server's elements.
 */
export function hydrateFromServer(element: ReactElement) {
  const root = document.createElement('div');
  root.innerHTML = renderOnServer(element);
  document.body.append(root);
  const serverNodes = [...root.querySelectorAll('*')];
  hydrateInSteps(() =>
    startTransition(() => {
      hydrateRoot(root, <HydrationShell>{element}</HydrationShell>);
    }),
  );
  return { root, serverNodes };
}
