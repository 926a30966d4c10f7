import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HydrateLater } from '../../../components/ui/HydrateLater';
import { crossPathFor } from '../../../components/ui/CrossShape';
import { hydrateInSteps } from '../../../lib/hydration-steps';
import { useCrossAnimation } from './use-cross-animation';

const FINAL = [0.1, 0.9, 0.3, 0.7, 0.5, 0.2, 0.8, 0.4, 0.6, 0.5, 0.5, 0.5];

/** A shared result's cross: final at once, its path in a part that hydrates after the rest. */
function SharedCross() {
  const path = useRef<SVGPathElement>(null);
  useCrossAnimation(path, FINAL, { animate: false });
  return (
    <div>
      <HydrateLater>
        <svg>
          <path ref={path} className="cross__shape" d="M0 0" />
        </svg>
      </HydrateLater>
    </div>
  );
}

describe('useCrossAnimation', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('settles a shared result whose cross hydrates after the page, on the server’s element', async () => {
    vi.useFakeTimers();
    const root = document.createElement('div');
    root.innerHTML = renderToString(<SharedCross />);
    document.body.append(root);
    const serverPath = root.querySelector('path');

    hydrateInSteps(() => hydrateRoot(root, <SharedCross />));
    expect(serverPath?.getAttribute('data-settled')).toBeNull();
    // Outside act: act would hold the part's render back until all the steps' timers had run.
    await vi.runAllTimersAsync();

    expect(root.querySelector('path')).toBe(serverPath);
    expect(serverPath?.getAttribute('d')).toBe(crossPathFor(FINAL));
    expect(serverPath?.getAttribute('data-settled')).toBe('true');
  });
});
