import {
  BRAND_RED,
  crossGeometry,
  crossPath,
  REFERENCE_SCORES,
  type Locale,
  type Point,
  crossLabelsBeyond,
} from '@values-cross/core';
import { escapeMarkup } from '../../http/markup';
import { appName, dimensionName, resultCodeParts } from './result-texts';

/** The two pictures of a result: square for downloads, 1200x630 for link previews. */
export type ImageFormat = 'square' | 'social';

/** Swiss red: the result cross, the title and the social picture's panel. */
export const RED = BRAND_RED;
/** The face of every text but the code (shipped with the server: see fonts.ts). */
export const SANS = 'DejaVu Sans';
/** The code's face: monospace, as the web app sets it, so every character has the same width. */
export const MONO = 'DejaVu Sans Mono';

/** Where the parts of a picture go. */
export interface PictureLayout {
  width: number;
  height: number;
  /** The cross in a square of `size` at (x, y), labelled in `fontSize`. */
  cross: { x: number; y: number; size: number; fontSize: number };
  /** The code line, centred on `x`, on the baseline `y`, in `fill` over `ground`. */
  codeLine: { x: number; y: number; fontSize: number; fill: string; ground: string };
}

export const PICTURE_LAYOUTS: Record<ImageFormat, PictureLayout> = {
  square: {
    width: 1080,
    height: 1080,
    cross: { x: -60, y: -40, size: 1200, fontSize: 30 },
    codeLine: { x: 540, y: 1040, fontSize: 32, fill: '#5c5c57', ground: '#ffffff' },
  },
  social: {
    width: 1200,
    height: 630,
    cross: { x: -70, y: -85, size: 800, fontSize: 22 },
    codeLine: { x: 980, y: 505, fontSize: 22, fill: '#ffffff', ground: RED },
  },
};

/** Where the code's characters go on the code line (whole pixels, measured by the renderer). */
export interface CodePlacement {
  /** The left edge of the code's first character. */
  start: number;
  /** The width of each of its characters. */
  advance: number;
  /** Characters in a code. */
  length: number;
}

function text(
  content: string,
  attributes: Record<string, string | number>,
  family: string = SANS,
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');
  return `<text ${attrs} font-family="${family}" xml:space="preserve">${escapeMarkup(content)}</text>`;
}

/** The result's cross in picture coordinates: the 12 corners the red polygon joins. */
export function resultPolygon(scores: readonly number[], format: ImageFormat): Point[] {
  const { x, y, size } = PICTURE_LAYOUTS[format].cross;
  return crossGeometry(scores, { size }).points.map((p) => ({ x: p.x + x, y: p.y + y }));
}

/** The reference cross, the result's cross over it (if any), and the eight labels in the language. */
function crossGroup(locale: Locale, format: ImageFormat, result: string): string {
  const { x, y, size, fontSize } = PICTURE_LAYOUTS[format].cross;
  const reference = crossGeometry(REFERENCE_SCORES, { size });
  const labels = crossLabelsBeyond({ size })
    .map((label) =>
      text(dimensionName(label.dimension, locale), {
        x: (label.x + x).toFixed(1),
        y: (label.y + y).toFixed(1),
        'text-anchor': label.anchor,
        'dominant-baseline': 'middle',
        'font-size': fontSize,
        fill: '#1d1d1b',
      }),
    )
    .join('');
  const stroke = `stroke="#c9c9c4" stroke-width="${(size * 0.004).toFixed(2)}" stroke-dasharray="${(size * 0.012).toFixed(1)}"`;
  return `<path transform="translate(${x} ${y})" d="${crossPath(reference.points)}" fill="none" ${stroke}/>${result}${labels}`;
}

/** The code line's words around the code, placed so that the code starts at `placement.start`. */
function codeLineWords(locale: Locale, format: ImageFormat, placement: CodePlacement): string {
  const { y, fontSize, fill } = PICTURE_LAYOUTS[format].codeLine;
  const { before, after } = resultCodeParts(locale);
  const end = placement.start + placement.length * placement.advance;
  const common = { y, 'font-size': fontSize, fill };
  return (
    text(before, { x: placement.start, 'text-anchor': 'end', ...common }) +
    (after ? text(after, { x: end, 'text-anchor': 'start', ...common }) : '')
  );
}

/** The code's characters, each at its own place (as the picture renderer places them). */
export function codeCharacters(code: string, format: ImageFormat, placement: CodePlacement) {
  const { y, fontSize, fill } = PICTURE_LAYOUTS[format].codeLine;
  const xs = [...code].map((_, i) => placement.start + i * placement.advance).join(' ');
  return text(code, { x: xs, y, 'font-size': fontSize, fill }, MONO);
}

/**
 * The result picture as SVG, built from core's cross geometry (the same the web app draws): the
 * reference cross with its eight labels in the language, the product's name and the code line.
 * Without `scores` and `code` it is the part every result shares (the renderer's template).
 */
export function resultSvg({
  locale,
  format,
  placement,
  scores,
  code,
}: {
  locale: Locale;
  format: ImageFormat;
  placement: CodePlacement;
  scores?: readonly number[];
  code?: string;
}): string {
  const { width, height } = PICTURE_LAYOUTS[format];
  const name = escapeMarkup(appName(locale));
  const cross = scores
    ? `<path d="${crossPath(resultPolygon(scores, format))}" fill="${RED}"/>`
    : '';
  const codeLine =
    codeLineWords(locale, format, placement) +
    (code ? codeCharacters(code, format, placement) : '');
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#ffffff"/>`;
  if (format === 'social') {
    return `${open}
${crossGroup(locale, format, cross)}
<rect x="760" y="0" width="440" height="630" fill="${RED}"/>
<path fill="#ffffff" d="M950 150h60v70h70v60h-70v70h-60v-70h-70v-60h70z"/>
<text x="980" y="450" text-anchor="middle" font-size="40" font-weight="bold" fill="#ffffff" font-family="${SANS}">${name}</text>
${codeLine}
</svg>`;
  }
  return `${open}
<text x="540" y="90" text-anchor="middle" font-size="56" font-weight="bold" fill="${RED}" font-family="${SANS}">${name}</text>
${crossGroup(locale, format, cross)}
${codeLine}
</svg>`;
}
