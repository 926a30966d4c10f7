import { forwardRef } from 'react';
import { useTranslation } from '@/lib/translation';
import {
  crossGeometry,
  crossLabelsBeside,
  crossPath,
  REFERENCE_SCORES,
  type DimensionKey,
} from '@values-cross/core';
import './CrossShape.css';

/** The drawing area of every cross: core's geometry in a 100 x 100 box. */
export const CROSS_SIZE = 100;

interface CrossShapeProps {
  /** Twelve scores, or null to draw the plain Swiss cross. */
  scores: readonly number[] | null;
  /** The value dimension names beside the arms (hidden on the home and end layouts). */
  showLabels?: boolean;
  /** Values too few answers measured: their names say so ("?"), muted (decision 0045). */
  unmeasured?: readonly DimensionKey[];
  /** A second cross drawn as an outline (the average, or another person). */
  overlay?: readonly number[] | null;
  /**
   * The one-answer range: twelve low and twelve high scores. A light band is drawn between the
   * low and the high cross (the same 12-point geometry), under the cross itself.
   */
  band?: { low: readonly number[]; high: readonly number[] } | null;
  /** The cross is final and will not move (a result there when the page opened). */
  settled?: boolean;
  className?: string;
}

/** Without labels only the cross's own reach is shown: at most scores it fills the middle half. */
const UNLABELLED_VIEW_BOX = '22 22 56 56';

/** A path string for the cross of these scores. */
export function crossPathFor(scores: readonly number[] | null): string {
  return crossPath(crossGeometry(scores ?? REFERENCE_SCORES, { size: CROSS_SIZE }).points);
}

/**
 * A values cross drawn from core's geometry (product.md §9: 12 points around the centre, each scaled by
 * score + 0.5), with the value names beside its arms, inside its box, when labelled. Decorative
 * for assistive technology: pages give the numbers as text.
 */
export const CrossShape = forwardRef<SVGPathElement, CrossShapeProps>(function CrossShape(
  {
    scores,
    showLabels = false,
    unmeasured = [],
    overlay = null,
    band = null,
    settled = false,
    className,
  },
  pathRef,
) {
  const { t } = useTranslation('result');
  const geometry = crossGeometry(scores ?? REFERENCE_SCORES, { size: CROSS_SIZE });
  const names = crossLabelsBeside({ size: CROSS_SIZE });
  return (
    <svg
      className={`cross ${className ?? ''}`}
      viewBox={showLabels ? names.viewBox : UNLABELLED_VIEW_BOX}
      aria-hidden="true"
      focusable="false"
    >
      <path className="cross__reference" d={crossPathFor(null)} />
      {band && (
        // The high cross with the low cross cut out (even-odd): the ring where a value could lie.
        <path
          className="cross__band"
          fillRule="evenodd"
          d={`${crossPathFor(band.high)} ${crossPathFor(band.low)}`}
        />
      )}
      <path
        ref={pathRef}
        className="cross__shape"
        d={crossPath(geometry.points)}
        data-settled={settled ? 'true' : undefined}
      />
      {overlay && <path className="cross__overlay" d={crossPathFor(overlay)} />}
      {showLabels &&
        names.labels.map((label) => {
          const unread = unmeasured.includes(label.dimension);
          return (
            <text
              key={label.dimension}
              className={unread ? 'cross__label cross__label--unmeasured' : 'cross__label'}
              data-dimension={label.dimension}
              x={label.x}
              y={label.y}
              textAnchor={label.anchor}
              dominantBaseline="middle"
            >
              {t(`dimensions.${label.dimension as 'curiosity'}`)}
              {unread ? ' ?' : ''}
            </text>
          );
        })}
    </svg>
  );
});
