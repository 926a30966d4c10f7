import type { RefObject } from 'react';
import { DIMENSION_COUNT } from '@values-cross/core';
import { crossPathFor } from '@/components/ui/CrossShape';

/** product.md §2 and 9: reshaping while the result is computed, then the end animation's timing. */
export const RESHAPE_INTERVAL_MS = 1000;
export const END_STEP_SLOW_MS = 750;
export const END_STEP_FAST_MS = 500;
export const FINAL_CROSS_AT_MS = 5500;

/** Offsets of the end animation's keyframes: steps of 750 ms, then of 500 ms, final at 5500 ms. */
export const END_KEYFRAMES_MS = [
  0,
  750,
  1500,
  2250,
  3000,
  3500,
  4000,
  4500,
  5000,
  FINAL_CROSS_AT_MS,
];

function randomScores(): number[] {
  return Array.from({ length: DIMENSION_COUNT }, () => 0.15 + Math.random() * 0.7);
}

function mix(from: readonly number[], to: readonly number[], share: number): number[] {
  return from.map((value, i) => value + ((to[i] ?? 0.5) - value) * share);
}

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Animates a cross (through `draw`, from what `shown` returns): random reshaping every second
 * while `final` is null; once it arrives, keyframes that draw closer to it until the final cross
 * at 5.5 s, when `settled` is called. Returns what stops it.
 */
export function animateCross({
  draw,
  shown,
  final,
  settled,
}: {
  draw: (scores: number[]) => void;
  shown: () => number[];
  final: readonly number[] | null;
  settled: () => void;
}): () => void {
  let frame = 0;
  const tween = (to: number[], duration: number) => {
    cancelAnimationFrame(frame);
    const from = shown();
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / duration);
      draw(mix(from, to, ease(t)));
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
  };
  if (!final) {
    tween(randomScores(), RESHAPE_INTERVAL_MS * 0.8);
    const interval = setInterval(
      () => tween(randomScores(), RESHAPE_INTERVAL_MS * 0.8),
      RESHAPE_INTERVAL_MS,
    );
    return () => {
      clearInterval(interval);
      cancelAnimationFrame(frame);
    };
  }
  // Each keyframe moves closer to the result and arrives at the next offset; the last move
  // arrives at the final cross exactly at FINAL_CROSS_AT_MS.
  const timers: ReturnType<typeof setTimeout>[] = [];
  END_KEYFRAMES_MS.slice(0, -1).forEach((offset, i) => {
    const next = END_KEYFRAMES_MS[i + 1] ?? FINAL_CROSS_AT_MS;
    const isLast = next === FINAL_CROSS_AT_MS;
    const closeness = (i + 1) / (END_KEYFRAMES_MS.length - 1);
    timers.push(
      setTimeout(() => {
        tween(isLast ? [...final] : mix(randomScores(), final, closeness), next - offset);
      }, offset),
    );
  });
  timers.push(
    setTimeout(() => {
      cancelAnimationFrame(frame);
      draw([...final]);
      settled();
    }, FINAL_CROSS_AT_MS),
  );
  return () => {
    timers.forEach(clearTimeout);
    cancelAnimationFrame(frame);
  };
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Animates a cross's path element towards `final` (animateCross), keeping what it shows in
 * `shown` across calls; with reduced motion the final cross shows at once. Marks the path
 * `data-settled` once it is final. Returns what stops it.
 */
export function animateCrossPath({
  path,
  shown,
  final,
}: {
  path: RefObject<SVGPathElement | null>;
  shown: { current: number[] };
  final: readonly number[] | null;
}): () => void {
  const draw = (scores: number[]) => {
    shown.current = scores;
    path.current?.setAttribute('d', crossPathFor(scores));
  };
  const settled = () => path.current?.setAttribute('data-settled', 'true');
  if (prefersReducedMotion()) {
    if (final) {
      draw([...final]);
      settled();
    }
    return () => undefined;
  }
  path.current?.removeAttribute('data-settled');
  return animateCross({ draw, shown: () => shown.current, final, settled });
}
