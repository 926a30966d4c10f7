/** An RGB colour as one number, 0xRRGGBB. */
export type Rgb = number;

export function rgbOf(hex: string): Rgb {
  return Number.parseInt(hex.replace('#', ''), 16);
}

function channels(color: Rgb): [number, number, number] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255];
}

/** The colour `amount` (0..1) of the way from `from` to `to`. */
export function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  const a = channels(from);
  const b = channels(to);
  const c = a.map((value, i) => Math.round(value + ((b[i] as number) - value) * amount));
  return ((c[0] as number) << 16) | ((c[1] as number) << 8) | (c[2] as number);
}

/**
 * The colours of a picture, at most 256: a colour seen before keeps its index, a new one gets
 * the next index, and once all are taken a colour is drawn in the nearest one. Indices never
 * change, so pictures made from one palette stay right while it grows.
 */
export class Palette {
  readonly rgb = new Uint8Array(256 * 3);
  private readonly indices = new Map<Rgb, number>();

  get size(): number {
    return this.indices.size;
  }

  /** The colour at an index. */
  colorAt(index: number): Rgb {
    const i = index * 3;
    return ((this.rgb[i] ?? 0) << 16) | ((this.rgb[i + 1] ?? 0) << 8) | (this.rgb[i + 2] ?? 0);
  }

  /** The index of a colour, adding it while there is room (up to `limit` colours). */
  indexOf(color: Rgb, limit = 256): number {
    const known = this.indices.get(color);
    if (known !== undefined) return known;
    if (this.indices.size >= Math.min(256, limit)) return this.nearest(color);
    const index = this.indices.size;
    this.indices.set(color, index);
    this.rgb.set(channels(color), index * 3);
    return index;
  }

  /** The palette's bytes as a PNG's PLTE chunk holds them. */
  bytes(): Uint8Array {
    return this.rgb.subarray(0, this.size * 3);
  }

  private nearest(color: Rgb): number {
    const [r, g, b] = channels(color);
    let best = 0;
    let bestDistance = Infinity;
    for (let i = 0; i < this.size; i += 1) {
      const dr = (this.rgb[i * 3] ?? 0) - r;
      const dg = (this.rgb[i * 3 + 1] ?? 0) - g;
      const db = (this.rgb[i * 3 + 2] ?? 0) - b;
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        best = i;
        bestDistance = distance;
      }
    }
    return best;
  }
}
