import { useEffect, useState } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { printWholePage, resetPageParts, usePendingPart } from './page-parts';
import { WhenNear } from './WhenNear';

/** An IntersectionObserver whose targets the test brings near the screen. */
let observed: Array<{ target: Element; callback: IntersectionObserverCallback }> = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observed.push({ target, callback: this.callback });
  }
  disconnect() {
    observed = observed.filter((entry) => entry.callback !== this.callback);
  }
}
const comeNear = () =>
  act(() => {
    for (const { target, callback } of observed) {
      callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as never);
    }
  });

/** A part whose data arrives when the test says (an event on `data`). */
const data = new EventTarget();
function Slow() {
  const [here, setHere] = useState(false);
  usePendingPart(!here);
  useEffect(() => {
    const come = () => setHere(true);
    data.addEventListener('arrive', come);
    return () => data.removeEventListener('arrive', come);
  }, []);
  return here ? <p>Where you stand</p> : null;
}
const arrive = () => act(() => void data.dispatchEvent(new Event('arrive')));

beforeEach(() => {
  observed = [];
  resetPageParts();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('WhenNear', () => {
  it('holds an empty place until the person comes near it', async () => {
    renderInApp(
      <WhenNear>
        <p>Groups</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Groups')).toBeNull();
    expect(document.querySelector('.when-near')).not.toBeNull();
    comeNear();
    expect(await screen.findByText('Groups')).toBeVisible();
  });

  it('comes for a print, which waits until its data is there', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderInApp(
      <WhenNear>
        <Slow />
      </WhenNear>,
    );
    let printing: Promise<void> = Promise.resolve();
    await act(async () => {
      printing = printWholePage();
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(print).not.toHaveBeenCalled();
    arrive();
    await act(() => printing);
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByText('Where you stand')).toBeVisible();
  });
});
