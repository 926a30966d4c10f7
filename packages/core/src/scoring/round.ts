/**
 * A number rounded to 3 decimals, half away from zero (spec 9: percentages with 3 decimals).
 * Rounds the decimal text of the number (1.0005 -> 1.001, not 1.0 as x*1000 float noise would
 * give) and never returns -0; non-finite numbers and huge ones (no decimals left) pass through.
 */
export function roundTo3(x: number): number {
  return roundToDecimals(x, 3);
}

/** A number rounded to `decimals` decimals the same way as roundTo3 (used for SVG coordinates). */
export function roundToDecimals(x: number, decimals: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e15) return x;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(x)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + decimals}`));
  const rounded = Number(`${shifted}e-${decimals}`);
  return x < 0 && rounded !== 0 ? -rounded : rounded;
}
