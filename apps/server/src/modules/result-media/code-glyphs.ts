import { renderAsync, Resvg } from '@resvg/resvg-js';
import { escapeMarkup } from '../../http/markup';
import { MONO } from './cross-svg';
import { PICTURE_FONTS } from './fonts';

/** The characters of a result code. */
const CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A character drawn once: its coverage (0..1) in a box placed relative to its origin. */
export interface Glyph {
  /** The box's left and top edges from the origin (left edge of the advance, baseline). */
  dx: number;
  dy: number;
  width: number;
  height: number;
  coverage: Float32Array;
}

/** The code's characters in one size: each drawn once, and how far apart they stand. */
export interface CodeGlyphs {
  /** The monospace advance, in whole pixels. */
  advance: number;
  glyphs: ReadonlyMap<string, Glyph>;
}

/**
 * How wide a text is in a face and size: where it starts when it ends at x, and where its ink
 * starts when it starts at x, differ by exactly its advance (spaces included).
 */
export function advanceOf(
  text: string,
  { fontSize, family, weight = 'normal' }: { fontSize: number; family: string; weight?: string },
): number {
  if (text === '') return 0;
  const inkLeft = (x: number, anchor: string) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="${x}" y="100" text-anchor="${anchor}" font-size="${fontSize}" font-weight="${weight}" font-family="${family}" xml:space="preserve">${escapeMarkup(text)}</text></svg>`;
    return new Resvg(svg, { font: PICTURE_FONTS }).getBBox()?.x ?? x;
  };
  return 3000 - inkLeft(3000, 'end') + inkLeft(1000, 'start') - 1000;
}

/** The tight box of a glyph's ink in a rendered strip (alpha is its coverage). */
function cutGlyph(
  pixels: Buffer,
  stripWidth: number,
  box: { left: number; right: number; height: number; originX: number; baseline: number },
): Glyph {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < box.height; y += 1) {
    for (let x = box.left; x < box.right; x += 1) {
      if ((pixels[(y * stripWidth + x) * 4 + 3] ?? 0) === 0) continue;
      [minX, minY] = [Math.min(minX, x), Math.min(minY, y)];
      [maxX, maxY] = [Math.max(maxX, x), Math.max(maxY, y)];
    }
  }
  if (maxX < 0) return { dx: 0, dy: 0, width: 0, height: 0, coverage: new Float32Array(0) };
  const width = maxX - minX + 1;
  const height = maxY - minY + 1;
  const coverage = new Float32Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const alpha = pixels[((minY + y) * stripWidth + minX + x) * 4 + 3] ?? 0;
      coverage[y * width + x] = alpha / 255;
    }
  }
  return { dx: minX - box.originX, dy: minY - box.baseline, width, height, coverage };
}

/**
 * Draws every character a code can have once, in the monospace face at a size, each at a whole
 * pixel: a code is then set by copying them side by side, without drawing text again.
 */
export async function codeGlyphs(fontSize: number): Promise<CodeGlyphs> {
  const advance = Math.round(advanceOf('0'.repeat(10), { fontSize, family: MONO }) / 10);
  const cell = fontSize * 2;
  const margin = Math.round(fontSize / 2);
  const baseline = Math.round(fontSize * 1.5);
  const height = fontSize * 2;
  const width = cell * CODE_ALPHABET.length;
  const xs = [...CODE_ALPHABET].map((_, i) => i * cell + margin).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${xs}" y="${baseline}" font-size="${fontSize}" font-family="${MONO}" fill="#000000">${CODE_ALPHABET}</text></svg>`;
  const { pixels } = await renderAsync(svg, { font: PICTURE_FONTS });
  const glyphs = new Map<string, Glyph>();
  [...CODE_ALPHABET].forEach((character, i) => {
    const originX = i * cell + margin;
    glyphs.set(
      character,
      cutGlyph(pixels, width, { left: i * cell, right: (i + 1) * cell, height, originX, baseline }),
    );
  });
  return { advance, glyphs };
}
