import { useEffect, useRef, type RefObject } from 'react';
import { DIMENSION_COUNT } from '@values-cross/core';

/**
 * Animates the cross of a result computed on this page in place (only its `d` attribute changes:
 * no layout work), as ./cross-animation does it, loaded only then: random reshaping while `final`
 * is null, then keyframes to it until the final cross at 5.5 s (at once with reduced motion). A
 * result that is there when the page opens (a shared link: `animate` false) is drawn final and
 * settled in the page's own markup (CrossShape `settled`): nothing to do here.
 */
export function useCrossAnimation(
  path: RefObject<SVGPathElement | null>,
  final: readonly number[] | null,
  { animate }: { animate: boolean },
) {
  const shown = useRef<number[]>(Array(DIMENSION_COUNT).fill(0.5));

  useEffect(() => {
    if (!animate) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    void import('./cross-animation').then(({ animateCrossPath }) => {
      if (!cancelled) stop = animateCrossPath({ path, shown, final });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [path, final, animate]);
}
