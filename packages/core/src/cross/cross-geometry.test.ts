import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS, VALUE_DIMENSIONS } from '../questionnaire/dimensions';
import {
  CROSS_VERTEX_DIMENSIONS,
  REFERENCE_SCORES,
  crossGeometry,
  crossLabelsBeside,
  crossLabelsBeyond,
  crossPath,
  vertexScale,
  type CrossLabel,
} from './cross-geometry';

const withScore = (key: string, score: number): number[] =>
  DIMENSION_KEYS.map((k) => (k === key ? score : 0.5));
const rounded = (points: { x: number; y: number }[]) =>
  points.map((p) => [Math.round(p.x * 1000) / 1000, Math.round(p.y * 1000) / 1000]);

describe('crossGeometry at the reference scores (product.md §9: the exact Swiss cross)', () => {
  const { points, center, viewBox } = crossGeometry(REFERENCE_SCORES);

  it('draws the 12 corners clockwise from the top arm left corner', () => {
    expect(center).toEqual({ x: 50, y: 50 });
    expect(viewBox).toBe('0 0 100 100');
    expect(rounded(points)).toEqual([
      [45, 33.333],
      [55, 33.333],
      [55, 45],
      [66.667, 45],
      [66.667, 55],
      [55, 55],
      [55, 66.667],
      [45, 66.667],
      [45, 55],
      [33.333, 55],
      [33.333, 45],
      [45, 45],
    ]);
  });

  it('has arms one-sixth longer than wide', () => {
    const [p0, p1, p2] = points;
    const width = (p1?.x ?? NaN) - (p0?.x ?? NaN);
    const length = (p2?.y ?? NaN) - (p1?.y ?? NaN);
    expect(width).toBeCloseTo(10, 9);
    expect(length / width).toBeCloseTo(7 / 6, 9);
  });

  it('renders as an SVG path with 2 decimals', () => {
    expect(crossPath(points)).toBe(
      'M 45,33.33 L 55,33.33 L 55,45 L 66.67,45 L 66.67,55 L 55,55 L 55,66.67 L 45,66.67 ' +
        'L 45,55 L 33.33,55 L 33.33,45 L 45,45 Z',
    );
    expect(crossPath([])).toBe('');
  });
});

describe('crossGeometry scaling (product.md §9: score + 0.5 from the centre)', () => {
  it.each<[string, number[], number, [number, number]]>([
    ['all 1 -> 1.5x', REFERENCE_SCORES.map(() => 1), 0, [42.5, 25]],
    ['all 0 -> 0.5x', REFERENCE_SCORES.map(() => 0), 0, [47.5, 41.667]],
    ['origin 1 moves the top left corner', withScore('origin', 1), 0, [42.5, 25]],
    ['origin 1 leaves the top right corner', withScore('origin', 1), 1, [55, 33.333]],
    [
      'security 0 pulls in the lower right re-entrant corner',
      withScore('security', 0),
      5,
      [52.5, 52.5],
    ],
    ['NaN is drawn as 0.5', withScore('origin', NaN), 0, [45, 33.333]],
    ['Infinity is drawn as 0.5', withScore('freedom', Infinity), 9, [33.333, 55]],
    ['-Infinity is drawn as 0.5', withScore('power', -Infinity), 10, [33.333, 45]],
    ['below 0 is clamped to 0', withScore('equality', -3), 3, [58.333, 47.5]],
    ['above 1 is clamped to 1', withScore('curiosity', 7), 6, [57.5, 75]],
    ['a missing score is drawn as 0.5', [], 7, [45, 66.667]],
  ])('%s', (_, scores, index, expected) => {
    expect(rounded(crossGeometry(scores).points)[index]).toEqual(expected);
  });

  it('scales with the size option and ignores a nonsensical size', () => {
    expect(rounded(crossGeometry(REFERENCE_SCORES, { size: 200 }).points)[0]).toEqual([90, 66.667]);
    expect(crossGeometry(REFERENCE_SCORES, { size: -5 }).viewBox).toBe('0 0 100 100');
    expect(crossGeometry(REFERENCE_SCORES, { size: NaN }).viewBox).toBe('0 0 100 100');
  });

  it.each([
    [0.5, 1],
    [0, 0.5],
    [1, 1.5],
    [0.25, 0.75],
    [NaN, 1],
    [undefined, 1],
  ])('vertexScale(%s) = %s', (score, scale) => {
    expect(vertexScale(score)).toBe(scale);
  });
});

/** Each label as [dimension, x, y, anchor], coordinates to 3 decimals. */
const placed = (labels: readonly CrossLabel[]) =>
  labels.map((l) => [
    l.dimension,
    Math.round(l.x * 1000) / 1000,
    Math.round(l.y * 1000) / 1000,
    l.anchor,
  ]);

describe('cross arms and labels', () => {
  it('puts Here on top, We right, There bottom, Me left; internal dimensions inside', () => {
    expect(CROSS_VERTEX_DIMENSIONS).toEqual([
      'origin',
      'nature',
      'openness',
      'equality',
      'loyalty',
      'security',
      'curiosity',
      'technology',
      'sociability',
      'freedom',
      'power',
      'optimism',
    ]);
  });

  it('places one label just outside each fully extended outer corner', () => {
    const labels = placed(crossLabelsBeyond());
    expect(labels).toEqual([
      ['origin', 42.5, 22, 'end'],
      ['nature', 57.5, 22, 'start'],
      ['equality', 78, 42.5, 'start'],
      ['loyalty', 78, 57.5, 'start'],
      ['curiosity', 57.5, 78, 'start'],
      ['technology', 42.5, 78, 'end'],
      ['freedom', 22, 57.5, 'end'],
      ['power', 22, 42.5, 'end'],
    ]);
    expect(new Set(labels.map((l) => l[0]))).toEqual(new Set(VALUE_DIMENSIONS.map((d) => d.key)));
  });

  it('places the labels beside the arms inside the box when asked (the web’s crosses)', () => {
    const labels = placed(crossLabelsBeside().labels);
    // Beside the top and bottom tips (at 25 and 75 at the longest), above and below the side arms.
    expect(labels).toEqual([
      ['origin', 39.5, 22.3, 'end'],
      ['nature', 60.5, 22.3, 'start'],
      ['equality', 98, 36.8, 'end'],
      ['loyalty', 98, 63.2, 'end'],
      ['curiosity', 60.5, 77.7, 'start'],
      ['technology', 39.5, 77.7, 'end'],
      ['freedom', 2, 63.2, 'start'],
      ['power', 2, 36.8, 'start'],
    ]);
    // The box holds the names with a margin, no more: from 17.6 to 82.4.
    expect(crossLabelsBeside().viewBox).toBe('0 17.6 100 64.8');
  });

  it('keeps every label beside the arms clear of the cross at its longest', () => {
    const longest = crossGeometry(new Array<number>(12).fill(1));
    // Half an arm's width at the longest: the top arm's right corner (nature) is 7.5 from the centre.
    const halfArm = (longest.points[1]?.x ?? 0) - 50;
    expect(halfArm).toBe(7.5);
    const halfText = 2.7;
    for (const label of crossLabelsBeside().labels) {
      const vertical = ['origin', 'nature', 'curiosity', 'technology'].includes(label.dimension);
      // A top or bottom label's text starts beyond the arm's side; a side label's text lies
      // wholly above or below the side arm.
      if (vertical) expect(Math.abs(label.x - 50)).toBeGreaterThan(halfArm);
      else expect(Math.abs(label.y - 50) - halfText).toBeGreaterThanOrEqual(halfArm);
    }
  });
});

describe('crossGeometry properties', () => {
  const anyNumber = fc.oneof(
    fc.double(),
    fc.constantFrom(NaN, Infinity, -Infinity, -0),
    fc.double({ min: 0, max: 1, noNaN: true }),
  );

  it('always has 12 finite points within the box and 8 labels, for any numbers', () => {
    fc.assert(
      fc.property(
        fc.array(anyNumber, { maxLength: 14 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.boolean(),
        (scores, size, beside) => {
          const { points } = crossGeometry(scores, { size });
          const labels = beside ? crossLabelsBeside({ size }).labels : crossLabelsBeyond({ size });
          expect(points).toHaveLength(12);
          expect(labels).toHaveLength(8);
          for (const p of [...points, ...labels]) {
            expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(size);
            expect(p.y).toBeGreaterThanOrEqual(0);
            expect(p.y).toBeLessThanOrEqual(size);
          }
          expect(crossPath(points)).toMatch(/^M (-?[\d.]+,-?[\d.]+ L ){11}-?[\d.]+,-?[\d.]+ Z$/);
        },
      ),
    );
  });

  it('moves each vertex along its own ray from the centre, by score + 0.5', () => {
    const reference = crossGeometry(REFERENCE_SCORES).points;
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 12, maxLength: 12 }),
        (scores) => {
          crossGeometry(scores).points.forEach((p, i) => {
            const ref = reference[i] ?? { x: NaN, y: NaN };
            const scale =
              (scores[DIMENSION_KEYS.indexOf(CROSS_VERTEX_DIMENSIONS[i] ?? 'origin')] ?? NaN) + 0.5;
            expect(p.x - 50).toBeCloseTo((ref.x - 50) * scale, 9);
            expect(p.y - 50).toBeCloseTo((ref.y - 50) * scale, 9);
          });
        },
      ),
    );
  });
});
