import type { AnswerScale } from '@values-cross/core';
import './ScalePicture.css';

const CROSS = 'M3 3L11 11M11 3L3 11';
const CHECK = 'M2 7.5L5.5 11L12 3';
const PARTLY = 'M2 7C4 4 6 4 7 7S10 10 12 7';

/** Marks of agreement at a step: crosses below the middle, checks above, a wave in it. */
function agreementMarks(level: number, levels: number): string[] {
  const middle = (levels - 1) / 2;
  if (level === middle) return [PARTLY];
  const count = Math.min(2, Math.ceil(Math.abs(level - middle)));
  return Array.from({ length: count }, () => (level < middle ? CROSS : CHECK));
}

/**
 * A small picture of an answer's step on an ordered scale (easy reading): for agreement one or
 * two crosses, a wave for "partly", one or two checks; for an amount, frequency or strength a row
 * of rising bars, as many filled as the step. Decorative: the answer's words say it all.
 */
export function ScalePicture({
  scale,
  level,
  levels,
}: {
  scale: AnswerScale;
  level: number;
  levels: number;
}) {
  if (scale === 'agreement') {
    const marks = agreementMarks(level, levels);
    return (
      <svg
        className="scale-picture"
        viewBox="0 0 30 14"
        aria-hidden="true"
        focusable="false"
        data-marks={marks.length}
      >
        {marks.map((d, i) => (
          <path key={i} d={d} transform={`translate(${i * 16} 0)`} />
        ))}
      </svg>
    );
  }
  const bars = levels - 1;
  return (
    <svg
      className="scale-picture"
      viewBox={`0 0 ${bars * 7} 14`}
      aria-hidden="true"
      focusable="false"
      data-filled={level}
    >
      {Array.from({ length: bars }, (_, i) => {
        const height = 4 + (10 * (i + 1)) / bars;
        return (
          <rect
            key={i}
            x={i * 7 + 1}
            y={14 - height}
            width="5"
            height={height}
            className={i < level ? 'scale-picture__bar--filled' : undefined}
          />
        );
      })}
    </svg>
  );
}
