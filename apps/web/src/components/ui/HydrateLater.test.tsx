import { act } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { whenHydrated } from '@/lib/hydration-steps';
import { hydrateFromServer, withoutAct } from '@/testing/hydration';
import { HydrateLater } from './HydrateLater';

/** Which counters have been taken over, in order (their first layout effect). */
let takenOver: string[] = [];
let settled = false;

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    takenOver.push(settled ? `${name} (after settling)` : name);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater>
        <section>
          <Counter name="later" />
        </section>
      </HydrateLater>
      <Counter name="last" />
    </div>
  );
}

const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')];

describe('hydration in steps', () => {
  withoutAct();
  beforeEach(() => {
    takenOver = [];
    settled = false;
  });

  it('renders a waiting part on the server as it is, in its place', () => {
    const html = renderToString(<Page />);
    // React's comments mark the part's bounds and separate neighbouring texts.
    expect(html.replaceAll(/<!--[^>]*-->/g, '')).toBe(
      '<div><button type="button">first 0</button><section><button type="button">later 0</button></section><button type="button">last 0</button></div>',
    );
  });

  it('takes a part over after the rest of the page, keeping the server markup', async () => {
    const { root, serverNodes } = hydrateFromServer(<Page />);
    void whenHydrated().then(() => (settled = true));
    await whenHydrated();

    // The page around the part first, then the part; settled only once the part works.
    expect(takenOver).toEqual(['first', 'last', 'later']);
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes);
    act(() => buttons(root).forEach((button) => button.click()));
    expect(root.textContent).toBe('first 1later 1last 1');
  });

  it('takes a part inside a part over after its parent, and settles after both', async () => {
    const Nested = () => (
      <div>
        <HydrateLater>
          <section>
            <Counter name="outer" />
            <HydrateLater>
              <p>
                <Counter name="inner" />
              </p>
            </HydrateLater>
          </section>
        </HydrateLater>
      </div>
    );
    const { root, serverNodes } = hydrateFromServer(<Nested />);
    void whenHydrated().then(() => (settled = true));
    await whenHydrated();

    expect(takenOver).toEqual(['outer', 'inner']);
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes);
    act(() => buttons(root).forEach((button) => button.click()));
    expect(root.textContent).toBe('outer 1inner 1');
  });

  it('renders a part at once outside a hydration', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    // Rendered synchronously: a part outside a hydration waits for nothing.
    flushSync(() => createRoot(root).render(<Page />));
    expect(root.textContent).toBe('first 0later 0last 0');
    expect(takenOver).toEqual(['first', 'later', 'last']);
  });
});
