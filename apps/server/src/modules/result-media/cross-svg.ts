import { crossGeometry, crossPath, REFERENCE_SCORES, type Locale } from '@values-cross/core';
import { appName, dimensionName, resultCodeLine } from './result-texts';

/** The two pictures of a result: square for downloads, 1200x630 for link previews. */
export type ImageFormat = 'square' | 'social';

const RED = '#d52b1e';
const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\"";

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The cross drawn in a square of `size` at (x, y): reference cross, the result, and labels. */
function crossGroup({
  scores,
  locale,
  x,
  y,
  size,
  fontSize,
}: {
  scores: readonly number[];
  locale: Locale;
  x: number;
  y: number;
  size: number;
  fontSize: number;
}): string {
  const geometry = crossGeometry(scores, { size });
  const reference = crossGeometry(REFERENCE_SCORES, { size });
  const labels = geometry.labels
    .map(
      (label) =>
        `<text x="${label.x.toFixed(1)}" y="${label.y.toFixed(1)}" text-anchor="${label.anchor}" dominant-baseline="middle" font-size="${fontSize}" fill="#1d1d1b" ${FONT}>${escapeXml(dimensionName(label.dimension, locale))}</text>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})">
<path d="${crossPath(reference.points)}" fill="none" stroke="#c9c9c4" stroke-width="${(size * 0.004).toFixed(2)}" stroke-dasharray="${(size * 0.012).toFixed(1)}"/>
<path d="${crossPath(geometry.points)}" fill="${RED}"/>
${labels}</g>`;
}

/**
 * The result as an SVG picture, built from core's cross geometry (the same the web app draws):
 * the cross with its eight labels in the language, the product's name and the result code.
 */
export function resultSvg({
  scores,
  locale,
  code,
  format,
}: {
  scores: readonly number[];
  locale: Locale;
  code: string;
  format: ImageFormat;
}): string {
  const name = escapeXml(appName(locale));
  const codeLine = escapeXml(resultCodeLine(code, locale));
  if (format === 'social') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#ffffff"/>
${crossGroup({ scores, locale, x: -70, y: -85, size: 800, fontSize: 22 })}
<rect x="760" y="0" width="440" height="630" fill="${RED}"/>
<path fill="#ffffff" d="M950 150h60v70h70v60h-70v70h-60v-70h-70v-60h70z"/>
<text x="980" y="450" text-anchor="middle" font-size="40" font-weight="bold" fill="#ffffff" ${FONT}>${name}</text>
<text x="980" y="505" text-anchor="middle" font-size="22" fill="#ffffff" ${FONT}>${codeLine}</text>
</svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080" viewBox="0 0 1080 1080">
<rect width="1080" height="1080" fill="#ffffff"/>
<text x="540" y="90" text-anchor="middle" font-size="56" font-weight="bold" fill="${RED}" ${FONT}>${name}</text>
${crossGroup({ scores, locale, x: -60, y: -40, size: 1200, fontSize: 30 })}
<text x="540" y="1040" text-anchor="middle" font-size="32" fill="#5c5c57" ${FONT}>${codeLine}</text>
</svg>`;
}
