/** An interval of values, both ends included, with its width. */
export interface ValueInterval {
  low: number;
  high: number;
  width: number;
}

/**
 * What published figures tell about one person's value to someone who knows everything else
 * (every other person's values and how the figures are computed): `figuresFor(v)` publishes
 * everything as if the person's value were v. It tries every value 0..1 in thousandths and keeps
 * the contiguous run around the true value that publishes the same; `width` counts the
 * thousandths in it, so a half-open band [0.2, 0.4) has the width 0.2.
 */
export function intervalConsistentWith(
  figuresFor: (value: number) => string,
  truth: number,
): ValueInterval {
  const trueThousandths = Math.round(truth * 1000);
  const shown = figuresFor(trueThousandths / 1000);
  const consistent = (thousandths: number) => figuresFor(thousandths / 1000) === shown;
  let low = trueThousandths;
  let high = trueThousandths;
  while (low > 0 && consistent(low - 1)) low -= 1;
  while (high < 1000 && consistent(high + 1)) high += 1;
  return { low: low / 1000, high: high / 1000, width: (high - low + 1) / 1000 };
}
