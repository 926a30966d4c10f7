import { constants, crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * A PNG of up to 256 colours: one byte per pixel, each row unfiltered, run-length deflated. A
 * picture of a few flat colours and their anti-aliased edges compresses well that way, in about
 * a millisecond.
 */
export function palettePng({
  width,
  height,
  palette,
  pixels,
  scratch,
}: {
  width: number;
  height: number;
  /** r, g, b of each colour, at most 256 of them. */
  palette: Uint8Array;
  /** The colour index of each pixel, row by row. */
  pixels: Uint8Array;
  /** Room for the rows to compress, (width + 1) * height bytes, reused between pictures. */
  scratch?: Buffer;
}): Buffer {
  const size = (width + 1) * height;
  const rows = scratch && scratch.length >= size ? scratch : Buffer.allocUnsafe(size);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width + 1)] = 0;
    rows.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per index
  header[9] = 3; // indexed colour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(palette)),
    chunk('IDAT', deflateSync(rows.subarray(0, size), { level: 6, strategy: constants.Z_RLE })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
