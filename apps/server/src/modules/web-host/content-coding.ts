/** The content codings the server keeps ready, best first. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Distinct Accept-Encoding values remembered: browsers send a handful, so this stays small. */
const REMEMBERED = 64;
const known = new Map<string, ContentCoding>();

/** The q-value a header gives a coding ("*" counts for codings not named); 0 when refused. */
function quality(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (name.trim() === coding) return value;
    if (name.trim() === '*') wildcard = value;
  }
  return wildcard;
}

function choose(header: string): ContentCoding {
  const br = quality(header, 'br');
  const gzip = quality(header, 'gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/**
 * The coding to answer a request with: brotli, else gzip, else none, as its Accept-Encoding
 * allows (a coding with q=0 is refused). Worked out once per distinct header value.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let coding = known.get(acceptEncoding);
  if (coding === undefined) {
    coding = choose(acceptEncoding);
    if (known.size < REMEMBERED) known.set(acceptEncoding, coding);
  }
  return coding;
}
