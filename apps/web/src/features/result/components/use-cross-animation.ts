import { useEffect, useRef, type RefObject } from 'react';
import { DIMENSION_COUNT } from '@values-cross/core';
import { crossPathFor } from '@/components/ui/CrossShape';
import { whenHydrated } from '@/lib/hydration-steps';

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Animates a cross path in place (only its `d` attribute changes: no layout work), as
 * ./cross-animation does it, loaded only when it animates: random reshaping while `final` is null,
 * then keyframes to it until the final cross at 5.5 s. With reduced motion, or when the page
 * opened with the result already there (a shared link: `animate` false), the final cross shows
 * at once.
 */
export function useCrossAnimation(
  path: RefObject<SVGPathElement | null>,
  final: readonly number[] | null,
  { animate }: { animate: boolean },
) {
  const shown = useRef<number[]>(Array(DIMENSION_COUNT).fill(0.5));

  useEffect(() => {
    const draw = (scores: number[]) => {
      shown.current = scores;
      path.current?.setAttribute('d', crossPathFor(scores));
    };
    const settled = () => path.current?.setAttribute('data-settled', 'true');
    let cancelled = false;
    if (!animate || prefersReducedMotion()) {
      if (!final) return;
      const settle = () => {
        if (cancelled) return;
        draw([...final]);
        settled();
      };
      // A shared link's cross hydrates in a step of its own: its path is there after the steps.
      if (path.current) settle();
      else void whenHydrated().then(settle);
      return () => {
        cancelled = true;
      };
    }
    path.current?.removeAttribute('data-settled');
    let stop: (() => void) | undefined;
    void import('./cross-animation').then(({ animateCross }) => {
      if (!cancelled) stop = animateCross({ draw, shown: () => shown.current, final, settled });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [path, final, animate]);
}
