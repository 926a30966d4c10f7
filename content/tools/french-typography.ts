/**
 * Swiss French spacing before the high punctuation signs: a narrow no-break space (U+202F) before
 * ? ! ; and a no-break space (U+00A0) before : ("oublié ?", "adresse e-mail : …"). Web addresses
 * (https://) and times or ratios between digits (12:30) are left alone.
 */

/** The narrow no-break space that goes before ? ! ; in French. */
export const NARROW_NBSP = '\u202f';
/** The no-break space that goes before : in French. */
export const NBSP = '\u00a0';

const SIGNS = /([^\s?!;:])?([ \u00a0\u202f\t]*)([?!;:])/gu;

function spaceBefore(sign: string): string {
  return sign === ':' ? NBSP : NARROW_NBSP;
}

/** Whether the sign at `index` is not a French high punctuation mark (URL, time, ratio). */
function isExempt(text: string, index: number, sign: string): boolean {
  if (sign !== ':') return false;
  const after = text.slice(index + 1);
  if (after.startsWith('//')) return true;
  return /\d$/u.test(text.slice(0, index)) && /^\d/u.test(after);
}

interface Sign {
  /** Where the spacing before the sign starts. */
  start: number;
  /** The sign's own position. */
  index: number;
  sign: string;
  spacing: string;
}

function signsIn(text: string): Sign[] {
  const found: Sign[] = [];
  for (const match of text.matchAll(SIGNS)) {
    const [whole, before = '', spacing = '', sign = ''] = match;
    // A sign right after another sign ("?!") or at the very start has nothing to be spaced from.
    if (before === '' && spacing === '') continue;
    if (before === '' && match.index === 0) continue;
    const index = match.index + whole.length - 1;
    if (isExempt(text, index, sign)) continue;
    found.push({ start: match.index + before.length, index, sign, spacing });
  }
  return found;
}

/** The text with the French spacing before every ? ! ; and : (other spacing replaced). */
export function withFrenchSpacing(text: string): string {
  let result = '';
  let from = 0;
  for (const { start, index, sign } of signsIn(text)) {
    result += text.slice(from, start) + spaceBefore(sign) + sign;
    from = index + 1;
  }
  return result + text.slice(from);
}

/** Each place where the spacing before ? ! ; or : is not the French one, as a short excerpt. */
export function frenchSpacingFaults(text: string): string[] {
  return signsIn(text)
    .filter(({ sign, spacing }) => spacing !== spaceBefore(sign))
    .map(({ start, index }) => text.slice(Math.max(0, start - 12), index + 1));
}
