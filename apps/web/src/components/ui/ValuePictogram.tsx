import type { ReactNode } from 'react';
import type { DimensionKey } from '@values-cross/core';

/** The strokes of each pictogram in a 48 x 48 box, about 4 units of margin on every side. */
const DRAWINGS: Readonly<Partial<Record<DimensionKey, ReactNode>>> = {
  // A magnifying glass over a small globe.
  curiosity: (
    <>
      <circle cx="20" cy="20" r="14" />
      <circle cx="20" cy="20" r="8.5" />
      <ellipse cx="20" cy="20" rx="3.5" ry="8.5" />
      <path d="M11.5 20H28.5M30.5 30.5L42 42" />
    </>
  ),
  // A chip with three pins on each side and a core.
  technology: (
    <>
      <rect x="14" y="14" width="20" height="20" rx="3" />
      <rect x="20" y="20" width="8" height="8" rx="1" />
      <path d="M19 8V14M24 8V14M29 8V14M19 34V40M24 34V40M29 34V40M8 19H14M8 24H14M8 29H14M34 19H40M34 24H40M34 29H40" />
    </>
  ),
  // A balance scale with two level pans.
  equality: (
    <path d="M24 8V40M16 40H32M10 14H38M10 14L4 26M10 14L16 26M38 14L32 26M38 14L44 26M4 26A6 5 0 0 0 16 26ZM32 26A6 5 0 0 0 44 26Z" />
  ),
  // Two interlocked rings, each passing over the other once.
  loyalty: <path d="M26.7 29.3A11 11 0 1 0 20.3 34.5M27.7 13.5A11 11 0 1 1 21.3 18.7" />,
  // An Alpine peak with a snow line behind a chalet with a wide roof.
  origin: (
    <path d="M4 40H44M4 40L16 12L25 26.4M11.7 22L16 25L22.3 22M21 30L32 20L43 30M25 40V26.4M39 40V26.4M30 40V33H34V40" />
  ),
  // A leaf with its stem, midrib and two pairs of veins.
  nature: (
    <path d="M10 38C10 20 20 10 38 10C38 28 28 38 10 38ZM6 42L31 17M17 31V24.5M17 31H23.5M24 24V17M24 24H31" />
  ),
  // A songbird in flight, seen from the side, its wing raised.
  freedom: (
    <path d="M44 13L39 12.5C36.5 9.5 32 10 30 14L25 23C21 14 15 9 6 8C8 18 13 25 20 29L5 36C9 38 14 39 20 38C30 37 38 29 39 16Z" />
  ),
  // A winner's podium with an arrow rising from the top step.
  power: <path d="M5 40V30H17V22H31V34H43V40ZM17 30V40M31 34V40M24 17V5M18 11L24 5L30 11" />,
};

/**
 * A simple line drawing of one value dimension, in the current text colour. Decorative for
 * assistive technology: the value's name is always given as text next to it.
 * Part of the page's own chunk, not loaded later: the server renders pages to a string, which
 * cannot wait for a lazy component (the browser would render the page afresh, error 419).
 */
export function ValuePictogram({
  dimension,
  className,
}: {
  dimension: DimensionKey;
  className?: string;
}) {
  const drawing = DRAWINGS[dimension];
  // The four internal dimensions are not on the cross and have no pictogram.
  if (!drawing) return null;
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  );
}
