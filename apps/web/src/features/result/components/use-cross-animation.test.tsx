import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { crossPathFor } from '@/components/ui/CrossShape';
import { whenHydrated } from '@/lib/hydration-steps';
import { hydrateFromServer, withoutAct } from '@/testing/hydration';
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
  withoutAct();

  it('settles a shared result whose cross hydrates after the page, on the server’s element', async () => {
    const { root } = hydrateFromServer(<SharedCross />);
    const serverPath = root.querySelector('path');
    expect(serverPath?.getAttribute('data-settled')).toBeNull();
    await whenHydrated();
    await new Promise((resolve) => setTimeout(resolve));

    expect(root.querySelector('path')).toBe(serverPath);
    expect(serverPath?.getAttribute('d')).toBe(crossPathFor(FINAL));
    expect(serverPath?.getAttribute('data-settled')).toBe('true');
  });
});
