import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { PreparedBody } from '../../http/prepared-body';
import { CACHE_CONTROL, cachedFor } from '../../http/cache-policy';
import { HOUR_MS } from '@values-cross/core';

/** Hashed file names never change content: browsers and proxies keep them for a year. */
const IMMUTABLE = CACHE_CONTROL.forever;
/** Files of the build without a hash in the name (favicon, robots.txt). */
const FOR_AN_HOUR = cachedFor(HOUR_MS);
/**
 * The service worker (decision 0059): browsers look for a new one at every visit, and a kept copy
 * would hold an installed app on its old build.
 */
const SERVICE_WORKER = 'sw.js';
/** Smaller bodies are not worth compressing (as the build's precompress script decides). */
const MIN_COMPRESSED_BYTES = 1024;

const CONTENT_TYPES: Record<string, { type: string; text: boolean }> = {
  '.html': { type: 'text/html; charset=utf-8', text: true },
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.json': { type: 'application/json; charset=utf-8', text: true },
  '.webmanifest': { type: 'application/manifest+json; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.txt': { type: 'text/plain; charset=utf-8', text: true },
  '.xml': { type: 'application/xml; charset=utf-8', text: true },
  '.png': { type: 'image/png', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.jpeg': { type: 'image/jpeg', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.avif': { type: 'image/avif', text: false },
  '.ico': { type: 'image/x-icon', text: false },
  '.woff2': { type: 'font/woff2', text: false },
  '.woff': { type: 'font/woff', text: false },
};
const OTHER = { type: 'application/octet-stream', text: false };

/** Whether a path of the build is for the server only: source maps and Vite's manifest. */
export function isPrivateBuildFile(pathName: string): boolean {
  const path = decodeURIComponent(pathName).toLowerCase();
  return /\.map(\.br|\.gz)?$/.test(path) || path.startsWith('/.vite/') || path.includes('/.');
}

/** Every file under a folder, as paths relative to it with forward slashes. */
function* filesUnder(dir: string, root = dir): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path, root);
    else if (entry.isFile()) yield relative(root, path).split(sep).join('/');
  }
}

/**
 * The built web app held in memory: read once when the server starts, every public file with
 * the build's brotli and gzip copies (compressed here once when the build has none), its content
 * type, cache lifetime and ETag. Answering a file then touches neither the disk nor zlib.
 * Source maps and Vite's manifest stay private; the .br and .gz copies are not addresses of
 * their own.
 */
export class BuiltFiles {
  private readonly files = new Map<string, PreparedBody>();

  constructor(distDir: string) {
    const names = new Set(filesUnder(distDir));
    for (const name of names) {
      const url = `/${name}`;
      if (/\.(br|gz)$/.test(name) || isPrivateBuildFile(url)) continue;
      const body = readFileSync(join(distDir, name));
      const kind = CONTENT_TYPES[extname(name).toLowerCase()] ?? OTHER;
      const copy = (suffix: string) =>
        names.has(`${name}${suffix}`) ? readFileSync(join(distDir, `${name}${suffix}`)) : undefined;
      const precompressed = { br: copy('.br'), gzip: copy('.gz') };
      // The build compressed what was worth it; the rest of its text is compressed here, once.
      const compressible =
        precompressed.br !== undefined ||
        precompressed.gzip !== undefined ||
        (kind.text && body.length >= MIN_COMPRESSED_BYTES);
      const file = new PreparedBody(body, {
        headers: {
          'content-type': kind.type,
          'cache-control': name.startsWith('assets/')
            ? IMMUTABLE
            : name === SERVICE_WORKER
              ? CACHE_CONTROL.revalidate
              : FOR_AN_HOUR,
        },
        compressible,
        precompressed,
      });
      this.files.set(url, file.compressAll());
    }
  }

  /** The file at a URL path (without its query), or undefined. */
  get(pathname: string): PreparedBody | undefined {
    return this.files.get(pathname);
  }

  /** How many files are held. */
  get size(): number {
    return this.files.size;
  }
}
