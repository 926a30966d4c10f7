import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { CrossShape, crossPathFor } from '@/components/ui/CrossShape';
import { whenHydrated } from '@/lib/hydration-steps';
import { hydrateFromServer, withoutAct } from '@/testing/hydration';
import { useCrossAnimation } from './use-cross-animation';

const FINAL = [0.1, 0.9, 0.3, 0.7, 0.5, 0.2, 0.8, 0.4, 0.6, 0.5, 0.5, 0.5];

/** A shared result's cross: final, and settled, in the server's markup. */
function SharedCross() {
  const path = useRef<SVGPathElement>(null);
  useCrossAnimation(path, FINAL, { animate: false });
  return <CrossShape ref={path} scores={FINAL} settled />;
}

describe('useCrossAnimation', () => {
  withoutAct();

  it('leaves a shared result’s cross as the server drew it: final and settled', async () => {
    const { root } = hydrateFromServer(<SharedCross />);
    const serverPath = root.querySelector('.cross__shape');
    expect(serverPath?.getAttribute('data-settled')).toBe('true');
    await whenHydrated();
    await new Promise((resolve) => setTimeout(resolve));
    expect(root.querySelector('.cross__shape')).toBe(serverPath);
    expect(serverPath?.getAttribute('d')).toBe(crossPathFor(FINAL));
    expect(serverPath?.getAttribute('data-settled')).toBe('true');
  });
});
