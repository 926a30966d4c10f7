/** One value's distribution in points 0..100. */
export interface Quantiles {
  mean: number;
  q1: number;
  median: number;
  q3: number;
}

/**
 * A value's distribution drawn for this product: a bar over the middle half (lower to upper
 * quartile), a line at the median and a dot at the mean, on a 0..100 scale. Decorative: the
 * same figures stand as numbers beside it.
 */
export function QuantileChart({ mean, q1, median, q3 }: Quantiles) {
  return (
    <svg viewBox="0 0 100 12" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <line x1="0" x2="100" y1="6" y2="6" stroke="#8a8a85" strokeWidth="0.5" />
      <rect x={q1} y="2" width={Math.max(0.8, q3 - q1)} height="8" fill="#f2b8b3" rx="1" />
      <line x1={median} x2={median} y1="1" y2="11" stroke="#a61f15" strokeWidth="1.2" />
      <circle cx={mean} cy="6" r="1.8" fill="#1d1d1b" />
    </svg>
  );
}
