import { useDeferredValue } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateFromServer, renderOnServer, withoutAct } from '../testing/hydration';
import { whenHydrated } from './hydration-steps';
import { useBrowserStore, useHydrated } from './use-hydrated';

/** A store whose value in this browser differs from the server's (a login, stored answers). */
let stored = 'server';
const subscribe = () => () => {};

/**
 * Renders in which the reader's text changed urgently: `useDeferredValue` lags behind in an
 * urgent render and keeps up in a transition, so an urgent change shows as a lagging value.
 */
let urgentChanges: string[] = [];

function Reader() {
  const value = useBrowserStore(
    subscribe,
    () => stored,
    () => 'server',
  );
  const text = `${value}/${useHydrated() ? 'works' : 'waits'}`;
  const deferred = useDeferredValue(text);
  if (deferred !== text) urgentChanges.push(`${deferred} -> ${text}`);
  return <p>{text}</p>;
}

describe('useHydrated and useBrowserStore', () => {
  withoutAct();

  it('render as the server did while the page is taken over, then as this browser knows it, in a transition', async () => {
    stored = 'server';
    expect(renderOnServer(<Reader />)).toContain('server/waits');
    stored = 'browser';
    urgentChanges = [];

    const { root } = hydrateFromServer(<Reader />);
    await whenHydrated();
    for (let i = 0; i < 5 && root.textContent !== 'browser/works'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve));
    }

    expect(root.textContent).toBe('browser/works');
    // Read directly, the store would re-render its reader, and hydrate all below it, urgently.
    expect(urgentChanges).toEqual([]);
  });
});
