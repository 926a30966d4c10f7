import { PORTRAIT_SIZES } from '@values-cross/contract';
import { PORTRAIT_MAX_BYTES, portraitProblem } from '@values-cross/core';
import sharp from 'sharp';
import { HttpError } from '../../http/http-error';
import { imageJobs } from '../../http/job-limit';
import { PORTRAIT_MAX_PIXELS } from '../../config/limits';

/** The size the profile and gallery link to. */
export const DEFAULT_PORTRAIT_SIZE = 256;
/** What stored portraits are encoded as. */
export const PORTRAIT_CONTENT_TYPE = 'image/webp';

/** One stored size of a portrait. */
export interface PortraitRendition {
  size: number;
  data: Buffer;
}

/** A refused portrait: 413 for the size, 400 for the type or an image that does not decode. */
export function portraitRefused(code: 'portrait_size' | 'portrait_type' | 'portrait_invalid') {
  return new HttpError(code === 'portrait_size' ? 413 : 400, code, { portrait: [code] });
}

/** The media type an upload really has, judged by its first bytes (never by its name). */
export function sniffImageType(data: Buffer): string {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return 'image/jpeg';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte)) return 'image/png';
  return 'application/octet-stream';
}

async function inputPixels(upload: Buffer): Promise<number> {
  try {
    // Reads the header only: nothing is decoded yet.
    const { width = 0, height = 0 } = await sharp(upload).metadata();
    return width * height;
  } catch {
    throw portraitRefused('portrait_invalid');
  }
}

async function renditions(upload: Buffer): Promise<PortraitRendition[]> {
  const largest = Math.max(...PORTRAIT_SIZES);
  try {
    // Decoded once: turned upright by its EXIF orientation (rotate() without an angle), cropped
    // square around what draws attention and scaled to the largest size, kept as raw pixels.
    const square = await sharp(upload, { limitInputPixels: PORTRAIT_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(largest, largest, { fit: 'cover', position: 'attention' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = square.info;
    const encode = (size: number) =>
      sharp(square.data, { raw: { width, height, channels } })
        .resize(size, size)
        .webp({ quality: 82 })
        .toBuffer();
    return await Promise.all(
      PORTRAIT_SIZES.map(async (size) => ({ size, data: await encode(size) })),
    );
  } catch {
    throw portraitRefused('portrait_invalid');
  }
}

/**
 * Turns an upload into the stored portrait (product.md §5: JPG or PNG up to 1 MB, checked by content):
 * refused above PORTRAIT_MAX_PIXELS by its header, then decoded once and re-encoded, which drops
 * all metadata (location, camera), turned upright, cropped square and scaled to each of
 * PORTRAIT_SIZES. At most two image jobs run at once per instance (imageJobs).
 */
export async function renderPortrait(upload: Buffer): Promise<PortraitRendition[]> {
  if (upload.length > PORTRAIT_MAX_BYTES) throw portraitRefused('portrait_size');
  const problem = portraitProblem({ type: sniffImageType(upload), size: upload.length });
  if (problem) throw portraitRefused(problem);
  if ((await inputPixels(upload)) > PORTRAIT_MAX_PIXELS) throw portraitRefused('portrait_size');
  return imageJobs.run(() => renditions(upload));
}
