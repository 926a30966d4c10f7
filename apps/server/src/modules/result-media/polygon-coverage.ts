/** A corner of a polygon in pixels (y grows downwards). */
export interface Corner {
  x: number;
  y: number;
}

/** Sub-scanlines per pixel row: 16 gives smooth edges (as an SVG renderer's anti-aliasing). */
const SUBSAMPLES = 16;

/**
 * How much of each pixel a polygon covers (0..1, even-odd rule), row by row: `paint(y, x0,
 * coverage)` receives the coverage of the pixels x0, x0 + 1, … of row y that the polygon's
 * bounding box spans. Each row is sampled on 16 sub-scanlines, each crossing measured exactly
 * across the pixel, so that slanted edges are anti-aliased; the array is reused between rows.
 */
export function polygonCoverage(
  corners: readonly Corner[],
  { width, height }: { width: number; height: number },
  paint: (y: number, x0: number, coverage: Float32Array) => void,
): void {
  const n = corners.length;
  if (n < 3) return;
  const ys = corners.map((c) => c.y);
  const xs = corners.map((c) => c.x);
  const top = Math.max(0, Math.floor(Math.min(...ys)));
  const bottom = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const left = Math.max(0, Math.floor(Math.min(...xs)));
  const right = Math.min(width, Math.ceil(Math.max(...xs)));
  if (right <= left || bottom < top) return;
  const span = right - left;
  const coverage = new Float32Array(span + 1);
  const steps = new Float32Array(span + 2);
  // Each edge as its start, its slope (x per y) and its end's y; a horizontal one never crosses.
  const edges = new Float64Array(n * 4);
  for (let i = 0; i < n; i += 1) {
    const a = corners[i] as Corner;
    const b = corners[(i + 1) % n] as Corner;
    edges.set([a.x, a.y, (b.x - a.x) / (b.y - a.y || 1), b.y], i * 4);
  }
  const crossings = new Float64Array(n);
  const weight = 1 / SUBSAMPLES;

  const addSpan = (from: number, to: number) => {
    const a = Math.min(span, Math.max(0, from - left));
    const b = Math.min(span, Math.max(0, to - left));
    if (b <= a) return;
    const ia = Math.floor(a);
    const ib = Math.floor(b);
    if (ia === ib) {
      coverage[ia] = (coverage[ia] as number) + (b - a) * weight;
      return;
    }
    coverage[ia] = (coverage[ia] as number) + (ia + 1 - a) * weight;
    steps[ia + 1] = (steps[ia + 1] as number) + weight;
    steps[ib] = (steps[ib] as number) - weight;
    coverage[ib] = (coverage[ib] as number) + (b - ib) * weight;
  };

  for (let y = top; y <= bottom; y += 1) {
    // Only the part of the row between its outermost crossings is touched.
    let from = span;
    let to = 0;
    for (let s = 0; s < SUBSAMPLES; s += 1) {
      const sy = y + (s + 0.5) * weight;
      let count = 0;
      for (let e = 0; e < n * 4; e += 4) {
        const ay = edges[e + 1] as number;
        if (ay <= sy !== (edges[e + 3] as number) <= sy) {
          // Insertion into the sorted crossings of this sub-scanline (a dozen at most).
          const x = (edges[e] as number) + (sy - ay) * (edges[e + 2] as number);
          let k = count;
          while (k > 0 && (crossings[k - 1] as number) > x) {
            crossings[k] = crossings[k - 1] as number;
            k -= 1;
          }
          crossings[k] = x;
          count += 1;
        }
      }
      if (count < 2) continue;
      const first = Math.max(0, Math.floor((crossings[0] as number) - left));
      const last = Math.min(span, Math.floor((crossings[count - 1] as number) - left) + 1);
      if (to <= from) {
        // The first crossing of this row: zero what it touches.
        coverage.fill(0, first, last + 1);
        steps.fill(0, first, last + 2);
        [from, to] = [first, last];
      } else {
        if (first < from) {
          coverage.fill(0, first, from);
          steps.fill(0, first, from);
          from = first;
        }
        if (last > to) {
          coverage.fill(0, to + 1, last + 1);
          steps.fill(0, to + 2, last + 2);
          to = last;
        }
      }
      for (let k = 0; k + 1 < count; k += 2) {
        addSpan(crossings[k] as number, crossings[k + 1] as number);
      }
    }
    if (to <= from) continue;
    let run = 0;
    for (let i = from; i < to; i += 1) {
      run += steps[i] as number;
      coverage[i] = Math.min(1, (coverage[i] as number) + run);
    }
    paint(y, left + from, coverage.subarray(from, to));
  }
}
