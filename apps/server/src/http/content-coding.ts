/** The content codings the server keeps ready, best first. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Distinct Accept-Encoding values remembered: browsers send a handful, so this stays small. */
const REMEMBERED = 64;
const known = new Map<string, ContentCoding>();
const knownQuick = new Map<string, ContentCoding>();

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

function chooseQuick(header: string): ContentCoding {
  if (quality(header, 'gzip') > 0) return 'gzip';
  return choose(header);
}

function remembered(
  memory: Map<string, ContentCoding>,
  header: string,
  pick: (header: string) => ContentCoding,
): ContentCoding {
  let coding = memory.get(header);
  if (coding === undefined) {
    coding = pick(header);
    if (memory.size < REMEMBERED) memory.set(header, coding);
  }
  return coding;
}

/**
 * The coding to answer a request with: brotli, else gzip, else none, as its Accept-Encoding
 * allows (a coding with q=0 is refused). Worked out once per distinct header value.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  return remembered(known, acceptEncoding, choose);
}

/**
 * The coding for a body compressed while a request waits and used briefly (a result page, a
 * page rendered each time): gzip where the request accepts it, which costs half of brotli's
 * time for about 1 % more bytes on a result page; else as `preferredCoding`.
 */
export function quickCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  return remembered(knownQuick, acceptEncoding, chooseQuick);
}
