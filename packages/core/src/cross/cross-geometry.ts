import { DIMENSION_KEYS, type DimensionKey } from '../questionnaire/dimensions';
import { DIMENSION_COUNT } from '../questionnaire/types';
import { roundToDecimals } from '../scoring/round';

/** A point in SVG user units (y grows downwards). */
export interface Point {
  x: number;
  y: number;
}

/** Where a value dimension's label is written and how the text is anchored there (product.md §2, §9). */
export interface CrossLabel {
  dimension: DimensionKey;
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/** Everything needed to draw a result cross in an SVG of `viewBox` (product.md §9). */
export interface CrossGeometry {
  /** The 12 polygon vertices, clockwise from the top arm's left outer corner. */
  points: Point[];
  center: Point;
  viewBox: string;
}

/** Twelve scores of 0.5: they draw the exact Swiss cross (product.md §9: scale = score + 0.5 = 1). */
export const REFERENCE_SCORES: readonly number[] = new Array<number>(DIMENSION_COUNT).fill(0.5);

/** Default width and height of the cross's square viewBox, in SVG user units. */
export const DEFAULT_CROSS_SIZE = 100;

/** Arm width of the reference cross as a share of the size: the full cross (scale 1.5) spans half. */
export const ARM_WIDTH_SHARE = 0.1;

/** Arm length beyond the central square per arm width: the Swiss cross's arms are 1/6 longer. */
export const ARM_LENGTH_RATIO = 7 / 6;

/** Distance of a label from its fully extended corner, as a share of the size. */
export const LABEL_GAP_SHARE = 0.03;

/**
 * The height of a label beside its arm (the web's crosses), as a share of the size: the labels
 * are placed for this font size and fit the box at it.
 */
export const BESIDE_LABEL_SHARE = 0.054;

type Vertex = { dimension: DimensionKey; x: number; y: number };

/** Half the arm width and the arm-tip distance from the centre, in arm widths. */
const h = 0.5;
const e = 0.5 + ARM_LENGTH_RATIO;

/**
 * The 12 vertices of the reference cross in arm-width units from the centre, clockwise from the
 * top arm's left corner, with the dimension each carries (product.md §9). Top = Here (origin, nature),
 * right = We (equality, loyalty), bottom = There (curiosity, technology), left = Me (freedom,
 * power): the vertical axis is place, the horizontal one self vs. others; the four internal
 * dimensions sit on the re-entrant corners.
 */
const VERTICES: readonly Vertex[] = [
  { dimension: 'origin', x: -h, y: -e },
  { dimension: 'nature', x: h, y: -e },
  { dimension: 'openness', x: h, y: -h },
  { dimension: 'equality', x: e, y: -h },
  { dimension: 'loyalty', x: e, y: h },
  { dimension: 'security', x: h, y: h },
  { dimension: 'curiosity', x: h, y: e },
  { dimension: 'technology', x: -h, y: e },
  { dimension: 'sociability', x: -h, y: h },
  { dimension: 'freedom', x: -e, y: h },
  { dimension: 'power', x: -e, y: -h },
  { dimension: 'optimism', x: -h, y: -h },
];

/** Which dimension each vertex of the cross carries, in drawing order (product.md §9). */
export const CROSS_VERTEX_DIMENSIONS: readonly DimensionKey[] = VERTICES.map((v) => v.dimension);

/** Scale factor of a vertex (product.md §9): score + 0.5 with the score clamped to 0..1, non-finite 0.5. */
export function vertexScale(score: number | undefined): number {
  if (score === undefined || !Number.isFinite(score)) return 1;
  return Math.min(1, Math.max(0, score)) + 0.5;
}

function labelOf(vertex: Vertex, center: Point, unit: number, gap: number): CrossLabel {
  const x = center.x + vertex.x * unit * 1.5;
  const y = center.y + vertex.y * unit * 1.5;
  const vertical = Math.abs(vertex.y) > Math.abs(vertex.x);
  if (vertical) {
    const dy = Math.sign(vertex.y) * gap;
    return { dimension: vertex.dimension, x, y: y + dy, anchor: vertex.x < 0 ? 'end' : 'start' };
  }
  const dx = Math.sign(vertex.x) * gap;
  return { dimension: vertex.dimension, x: x + dx, y, anchor: vertex.x < 0 ? 'end' : 'start' };
}

/** A label beside its arm, inside the box (crossLabelsBeside). */
function besideLabel(vertex: Vertex, center: Point, unit: number, size: number): CrossLabel {
  const gap = size * LABEL_GAP_SHARE;
  const half = (size * BESIDE_LABEL_SHARE) / 2;
  const anchor = vertex.x < 0 ? 'end' : 'start';
  if (Math.abs(vertex.y) > Math.abs(vertex.x)) {
    // Beside the tip of the top or bottom arm at its longest, just beyond its end.
    const x = center.x + vertex.x * unit * 1.5 + Math.sign(vertex.x) * gap;
    const y = center.y + Math.sign(vertex.y) * (e * unit * 1.5 + half);
    return { dimension: vertex.dimension, x, y, anchor };
  }
  // Above or below the tip of the left or right arm, against the box's edge.
  const margin = size * 0.02;
  const x = vertex.x < 0 ? margin : size - margin;
  const y = center.y + Math.sign(vertex.y) * (h * unit * 1.5 + gap + half);
  return { dimension: vertex.dimension, x, y, anchor: vertex.x < 0 ? 'start' : 'end' };
}

/**
 * The box of a cross labelled beside its arms: the whole width, and from above the top labels to
 * below the bottom ones (the cross at its longest and its names, with a small margin).
 */
function besideViewBox(size: number): string {
  const reach = e * size * ARM_WIDTH_SHARE * 1.5 + size * BESIDE_LABEL_SHARE + size * 0.02;
  const top = roundToDecimals(size / 2 - reach, 2);
  return `0 ${top} ${size} ${roundToDecimals(2 * reach, 2)}`;
}

/** The size of a cross's box: the given one when it is a positive number, else the default. */
function boxSize(size: number | undefined): number {
  return size !== undefined && size > 0 && Number.isFinite(size) ? size : DEFAULT_CROSS_SIZE;
}

/** The vertices that carry a value's name: the eight outer corners. */
const OUTER = VERTICES.filter((v) => Math.abs(v.x) > h || Math.abs(v.y) > h);

/**
 * The result cross (product.md §9): 12 points around the centre, each scaled from the centre by the
 * score + 0.5 of the dimension it carries (scores by dimension index, as in a ScoreResult).
 * All 0.5 draws the Swiss cross; all 1 (scale 1.5) still leaves a quarter of the box for labels,
 * beyond its corners (`crossLabelsBeyond`: the pictures) or beside its arms (`crossLabelsBeside`:
 * the web).
 */
export function crossGeometry(
  scores: readonly number[],
  options: { size?: number } = {},
): CrossGeometry {
  const size = boxSize(options.size);
  const center = { x: size / 2, y: size / 2 };
  const unit = size * ARM_WIDTH_SHARE;
  const points = VERTICES.map((vertex) => {
    const scale = vertexScale(scores[DIMENSION_KEYS.indexOf(vertex.dimension)]);
    return { x: center.x + vertex.x * unit * scale, y: center.y + vertex.y * unit * scale };
  });
  return { points, center, viewBox: `0 0 ${size} ${size}` };
}

/** One label per value dimension, just outside its fully extended outer corner (the pictures). */
export function crossLabelsBeyond(options: { size?: number } = {}): CrossLabel[] {
  const size = boxSize(options.size);
  const center = { x: size / 2, y: size / 2 };
  return OUTER.map((v) => labelOf(v, center, size * ARM_WIDTH_SHARE, size * LABEL_GAP_SHARE));
}

/**
 * The value names beside the arms, inside the square box (the web's crosses, readable on a 320 px
 * phone): a vertical arm's names left and right of its tip, a horizontal arm's above and below
 * its tip against the box's edge; and the box trimmed to the names (`viewBox`).
 */
export function crossLabelsBeside(options: { size?: number } = {}): {
  labels: CrossLabel[];
  viewBox: string;
} {
  const size = boxSize(options.size);
  const center = { x: size / 2, y: size / 2 };
  const unit = size * ARM_WIDTH_SHARE;
  return {
    labels: OUTER.map((v) => besideLabel(v, center, unit, size)),
    viewBox: besideViewBox(size),
  };
}

/** An SVG path of the cross polygon, 'M x,y L … Z', coordinates rounded to 2 decimals (product.md §9). */
export function crossPath(points: readonly Point[]): string {
  const coords = points.map((p) => `${roundToDecimals(p.x, 2)},${roundToDecimals(p.y, 2)}`);
  return coords.length === 0 ? '' : `M ${coords.join(' L ')} Z`;
}
