import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInSteps, whenHydrated } from '../../lib/hydration-steps';
import { HydrateLater } from './HydrateLater';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
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

describe('hydration in steps', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('renders a waiting part on the server as it is', () => {
    expect(renderToString(<Page />)).toBe(
      '<div><button type="button">first 0</button><section><button type="button">later 0</button></section><button type="button">last 0</button></div>',
    );
  });

  it('takes a part over in a later task, keeping the server markup until then and after', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const serverNodes = [...root.querySelectorAll('*')];
    let settled = false;

    hydrateInSteps(() => hydrateRoot(root, <Page />));
    void whenHydrated().then(() => (settled = true));
    const [first, later, last] = [...root.querySelectorAll('button')] as HTMLButtonElement[];

    // The rest works at once; the part that waits shows the server's markup, not yet working.
    act(() => first?.click());
    act(() => last?.click());
    act(() => later?.click());
    expect(root.textContent).toBe('first 1later 0last 1');
    expect(settled).toBe(false);

    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(settled).toBe(true);
    act(() => later?.click());
    expect(root.textContent).toBe('first 1later 1last 1');
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes);
  });

  it('takes a part inside a part over in a turn after its parent', async () => {
    vi.useFakeTimers();
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
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Nested />);
    document.body.append(root);
    const serverNodes = [...root.querySelectorAll('*')];
    const [outer, inner] = [...root.querySelectorAll('button')] as HTMLButtonElement[];

    hydrateInSteps(() => hydrateRoot(root, <Nested />));
    // One task at a time until the outer part works: the inner one does not yet.
    for (let task = 0; task < 10 && root.textContent !== 'outer 1inner 0'; task++) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      act(() => outer?.click());
      act(() => inner?.click());
    }
    expect(root.textContent).toBe('outer 1inner 0');

    await act(async () => {
      await vi.runAllTimersAsync();
    });
    act(() => inner?.click());
    expect(root.textContent).toBe('outer 1inner 1');
    expect([...root.querySelectorAll('*')]).toEqual(serverNodes);
  });

  it('renders a part at once outside a hydration', () => {
    const root = document.createElement('div');
    document.body.append(root);
    act(() => createRoot(root).render(<Page />));
    expect(root.textContent).toBe('first 0later 0last 0');
  });
});
