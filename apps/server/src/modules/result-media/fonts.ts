import { createRequire } from 'node:module';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import { MONO, SANS } from './cross-svg';

const resolve = createRequire(import.meta.url).resolve;

/**
 * The faces the pictures are drawn in, shipped with the server (the dejavu-fonts-ttf package,
 * under the Bitstream Vera licence): a fresh machine draws them exactly as this one, whatever
 * fonts its system has. System fonts are never looked at.
 */
export const PICTURE_FONTS: NonNullable<ResvgRenderOptions['font']> = {
  fontFiles: ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSansMono.ttf'].map((file) =>
    resolve(`dejavu-fonts-ttf/ttf/${file}`),
  ),
  loadSystemFonts: false,
  defaultFontFamily: SANS,
  sansSerifFamily: SANS,
  monospaceFamily: MONO,
};
