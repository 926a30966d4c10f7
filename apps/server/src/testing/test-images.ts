import sharp from 'sharp';
import { BRAND_RED } from '@values-cross/core';

/** A PNG of the given size in one colour. */
export function pngImage(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: BRAND_RED } })
    .png()
    .toBuffer();
}

/**
 * A JPEG stored sideways with an EXIF orientation (6: turn 90° clockwise to view) and camera
 * metadata: red on the left half, blue on the right as stored, so red is on top once upright.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 100, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 100, top: 0 },
    ])
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'SpyCam', Copyright: 'secret' } } })
    .toBuffer();
}

/** A multipart/form-data body with text fields and an optional file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; filename: string; type: string; data: Buffer },
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----values-cross-test';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
