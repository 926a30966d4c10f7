/**
 * A number rounded to 3 decimals, half away from zero (product.md §9: percentages with 3 decimals).
 * Rounds the decimal text of the number (1.0005 -> 1.001, not 1.0 as x*1000 float noise would
 * give) and never returns -0; non-finite numbers and huge ones (no decimals left) pass through.
 */
export function roundTo3(x: number): number {
  return roundToDecimals(x, 3);
}

/** Below this (scaled by its decimals), a number's product with the scale is exact enough to round. */
const FAST_LIMIT = 1e12;

/**
 * A number rounded to `decimals` decimals the same way as roundTo3 (used for SVG coordinates).
 * Where the scaled number is clearly off a tie (x.5), the float product rounds as the decimal
 * text would, and an integer divided by the scale is the same double as its text with `e-n`;
 * only near a tie is the decimal text read (the slow path, a tenth of the CPU of storing a result).
 */
export function roundToDecimals(x: number, decimals: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e15) return x;
  const scale = 10 ** decimals;
  const scaled = Math.abs(x) * scale;
  if (scaled < FAST_LIMIT) {
    const offTie = Math.abs(scaled - Math.floor(scaled) - 0.5);
    if (offTie > 8 * Number.EPSILON * Math.max(1, scaled)) {
      const rounded = Math.round(scaled) / scale;
      return x < 0 && rounded !== 0 ? -rounded : rounded;
    }
  }
  return roundByText(x, decimals);
}

/** Rounds the decimal text of the number: exact, and slow (strings). */
function roundByText(x: number, decimals: number): number {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(x)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}
