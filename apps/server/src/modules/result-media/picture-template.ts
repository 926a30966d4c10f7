import { renderAsync } from '@resvg/resvg-js';
import { LOCALES, type Locale } from '@values-cross/core';
import { RecentCache } from '../../http/recent-cache';
import { codeGlyphs, advanceOf, type CodeGlyphs } from './code-glyphs';
import {
  PICTURE_LAYOUTS,
  RED,
  resultPolygon,
  resultSvg,
  SANS,
  type CodePlacement,
  type ImageFormat,
} from './cross-svg';
import { PICTURE_FONTS } from './fonts';
import { Palette, mix, rgbOf, type Rgb } from './palette';
import { palettePng } from './palette-png';
import { polygonCoverage } from './polygon-coverage';
import { resultCodeParts } from './result-texts';

/** Characters in a result code (RESULT_CODE_PATTERN). */
const CODE_LENGTH = 12;
/** Steps of partial coverage on an edge: 32 are as smooth as the eye can tell. */
const LEVELS = 32;
/** Colours the shared part may take; the rest stay for the edges drawn per result. */
const TEMPLATE_COLOURS = 176;

/** The colour of `ink` over a pixel at each step of coverage, worked out once. */
class Ink {
  private readonly known = new Int16Array(256 * (LEVELS + 1)).fill(-1);

  constructor(
    private readonly palette: Palette,
    private readonly color: Rgb,
  ) {}

  /** The index of this ink covering `coverage` (0..1) of a pixel of colour index `under`. */
  over(under: number, coverage: number): number {
    const step = Math.min(LEVELS, Math.round(coverage * LEVELS));
    const key = under * (LEVELS + 1) + step;
    let index = this.known[key] ?? -1;
    if (index < 0) {
      index = this.palette.indexOf(mix(this.palette.colorAt(under), this.color, step / LEVELS));
      this.known[key] = index;
    }
    return index;
  }
}

/** Colour indices of the rendered part every result shares, in its own palette. */
function indexPixels(rgba: Buffer, palette: Palette): Uint8Array {
  const counts = new Map<Rgb, number>();
  const pixelCount = rgba.length / 4;
  const colors = new Int32Array(pixelCount);
  for (let i = 0; i < pixelCount; i += 1) {
    const color =
      ((rgba[i * 4] ?? 0) << 16) | ((rgba[i * 4 + 1] ?? 0) << 8) | (rgba[i * 4 + 2] ?? 0);
    colors[i] = color;
    counts.set(color, (counts.get(color) ?? 0) + 1);
  }
  const byUse = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const indices = new Map(
    byUse.map(([color]) => [color, palette.indexOf(color, TEMPLATE_COLOURS)]),
  );
  return Uint8Array.from(colors, (color) => indices.get(color) ?? 0);
}

/**
 * A result picture's shared part in one language and format, drawn once (by resvg, with the
 * shipped fonts): the title, the reference cross, the labels and the words of the code line. A
 * result's picture is this with the result's cross filled in over it and the code's characters
 * copied into the line: no SVG, no text shaping and no full-size rasterising per result, and a
 * PNG of at most 256 colours.
 */
export class PictureTemplate {
  private readonly palette = new Palette();
  private readonly pixels: Uint8Array;
  /** Room a result's picture is drawn in, reused: drawing one is synchronous, start to end. */
  private readonly canvas: Uint8Array;
  private readonly rows: Buffer;
  private readonly red: Ink;
  private readonly solidRed: number;
  private readonly codeInk: Ink;

  private constructor(
    private readonly format: ImageFormat,
    rgba: Buffer,
    private readonly placement: CodePlacement,
    private readonly glyphs: CodeGlyphs,
  ) {
    this.pixels = indexPixels(rgba, this.palette);
    const { width, height } = PICTURE_LAYOUTS[format];
    // Allocated once: a large typed array costs milliseconds to allocate, more than the drawing.
    this.canvas = new Uint8Array(width * height);
    this.rows = Buffer.allocUnsafe((width + 1) * height);
    this.red = new Ink(this.palette, rgbOf(RED));
    this.solidRed = this.palette.indexOf(rgbOf(RED));
    this.codeInk = new Ink(this.palette, rgbOf(PICTURE_LAYOUTS[format].codeLine.fill));
  }

  /** Draws the shared part of a language's picture in a format. */
  static async draw({
    locale,
    format,
    glyphs,
  }: {
    locale: Locale;
    format: ImageFormat;
    glyphs: CodeGlyphs;
  }): Promise<PictureTemplate> {
    const placement = placeCode(locale, format, glyphs.advance);
    const svg = resultSvg({ locale, format, placement });
    const { pixels } = await renderAsync(svg, { font: PICTURE_FONTS });
    return new PictureTemplate(format, pixels, placement, glyphs);
  }

  /** Where the code's characters go in this template. */
  get codePlacement(): CodePlacement {
    return this.placement;
  }

  /** The PNG of a result: its scores' cross and its code over the shared part. */
  render({ scores, code }: { scores: readonly number[]; code: string }): Buffer {
    const { width, height } = PICTURE_LAYOUTS[this.format];
    const pixels = this.canvas;
    pixels.set(this.pixels);
    const solid = this.solidRed;
    polygonCoverage(resultPolygon(scores, this.format), { width, height }, (y, x0, coverage) => {
      const row = y * width + x0;
      for (let i = 0; i < coverage.length; i += 1) {
        const c = coverage[i] as number;
        if (c * LEVELS < 0.5) continue;
        pixels[row + i] =
          c * LEVELS >= LEVELS - 0.5 ? solid : this.red.over(pixels[row + i] ?? 0, c);
      }
    });
    this.setCode(pixels, code);
    return palettePng({ width, height, palette: this.palette.bytes(), pixels, scratch: this.rows });
  }

  /** Copies the code's characters into the line; where two boxes meet their coverage adds up. */
  private setCode(pixels: Uint8Array, code: string): void {
    const { width } = PICTURE_LAYOUTS[this.format];
    const { y: baseline } = PICTURE_LAYOUTS[this.format].codeLine;
    const coverage = new Map<number, number>();
    [...code].forEach((character, slot) => {
      const glyph = this.glyphs.glyphs.get(character);
      if (!glyph) return;
      const left = this.placement.start + slot * this.placement.advance + glyph.dx;
      const top = baseline + glyph.dy;
      for (let y = 0; y < glyph.height; y += 1) {
        for (let x = 0; x < glyph.width; x += 1) {
          const c = glyph.coverage[y * glyph.width + x] ?? 0;
          if (c === 0) continue;
          const at = (top + y) * width + left + x;
          coverage.set(at, (coverage.get(at) ?? 0) + c);
        }
      }
    });
    for (const [at, c] of coverage) {
      if (c * LEVELS < 0.5) continue;
      pixels[at] = this.codeInk.over(pixels[at] ?? 0, Math.min(1, c));
    }
  }
}

/** Where the code starts so that the whole code line is centred: whole pixels. */
function placeCode(locale: Locale, format: ImageFormat, advance: number): CodePlacement {
  const { x, fontSize } = PICTURE_LAYOUTS[format].codeLine;
  const { before, after } = resultCodeParts(locale);
  const words = { fontSize, family: SANS };
  const beforeWidth = advanceOf(before, words);
  const lineWidth = beforeWidth + CODE_LENGTH * advance + advanceOf(after, words);
  return { start: Math.round(x - lineWidth / 2 + beforeWidth), advance, length: CODE_LENGTH };
}

/** Per instance: each language's template in each format, drawn the first time it is needed. */
export class PictureTemplates {
  // Every language in every format, and the code's sizes: never more than these, never pushed out.
  private readonly templates = new RecentCache<PictureTemplate>(
    LOCALES.length * Object.keys(PICTURE_LAYOUTS).length,
  );
  private readonly glyphs = new RecentCache<CodeGlyphs>(Object.keys(PICTURE_LAYOUTS).length);

  /** The template of a language and format (a failure is not kept: the next request draws again). */
  get(locale: Locale, format: ImageFormat): Promise<PictureTemplate> {
    return this.templates.load(`${locale}/${format}`, () =>
      this.glyphsFor(format).then((glyphs) => PictureTemplate.draw({ locale, format, glyphs })),
    );
  }

  private glyphsFor(format: ImageFormat): Promise<CodeGlyphs> {
    const { fontSize } = PICTURE_LAYOUTS[format].codeLine;
    return this.glyphs.load(String(fontSize), () => codeGlyphs(fontSize));
  }
}
